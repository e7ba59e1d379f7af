import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquare } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { FileCommentInput, StageFile } from "#shared/schemas/files";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#web/components/ui/dialog";
import { FormField } from "#web/components/ui/form-field";
import { Textarea } from "#web/components/ui/input";
import { Skeleton } from "#web/components/ui/skeleton";
import { useAddFileComment, useFileComments } from "#web/features/files/api/file-comments";
import { errorMessage } from "#web/lib/api-client";
import { shortDate } from "#web/lib/format";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";
import { whenSettled } from "#web/lib/query-client";

const commentResolver = lazyResolver(() => schemas.load().then((m) => zodResolver(m.fileCommentInputSchema)));

/**
 * The Comment action: a file's stored comments in a dialog, with a form to add one. Text only.
 * The dialog's contents (the comments' query, the form) exist only while it is open, so a page
 * of files holds one button per file, not a form per file.
 */
export function FileCommentsDialog({ file }: { file: StageFile }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Comment on ${file.file_name}`}>
          <MessageSquare aria-hidden /> Comment
          {file.comment_count > 0 && <span className="text-xs text-slate-600">({file.comment_count})</span>}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-6">Comments on {file.file_name}</DialogTitle>
        <DialogDescription>
          Version {file.version} · {file.project_title} · {file.stage_name}
        </DialogDescription>
        <FileComments file={file} />
      </DialogContent>
    </Dialog>
  );
}

/** The open dialog's body: the file's comments, then the form that adds one. */
function FileComments({ file }: { file: StageFile }) {
  const comments = useFileComments(file.id);
  const add = useAddFileComment(file.id);
  const form = useForm<FileCommentInput>({
    resolver: commentResolver,
    defaultValues: { content: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const added = await whenSettled(
      add.mutateAsync(values, {
        onError: (error) => toast.error("Error", { description: errorMessage(error, "The comment was not saved.") }),
      }),
    );
    if (added) form.reset({ content: "" });
  });
  const { isSubmitting } = form.formState;
  return (
    <>
      <QueryState
        query={comments}
        what="the comments"
        skeleton={<Skeleton className="h-16 w-full" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState className="py-4" title="No comments yet" />}
      >
        {(list) => (
          <ul className="max-h-64 space-y-3 overflow-y-auto">
            {list.map((comment) => (
              <li key={comment.id} data-testid="file-comment" className="text-sm">
                <p className="flex flex-wrap gap-x-2">
                  <span className="font-medium text-slate-900">{comment.author_name ?? "Unknown User"}</span>
                  <time dateTime={comment.created_at} className="text-slate-600">
                    {shortDate(comment.created_at)}
                  </time>
                </p>
                <p className="whitespace-pre-line text-slate-800">{comment.content}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <FormField id={`file-comment-${file.id}`} label="Add a comment" error={form.formState.errors.content?.message}>
          {(control) => <Textarea rows={3} {...control} {...form.register("content")} />}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Posting..." : "Post Comment"}
          </Button>
        </div>
      </form>
    </>
  );
}
