import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type CommentInput, commentInputSchema } from "#shared/schemas/project";
import { Avatar } from "#web/components/ui/avatar";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Textarea } from "#web/components/ui/input";
import { LoadingState } from "#web/components/ui/skeleton";
import { useCreateProjectComment } from "#web/features/projects/api/create-project-comment";
import { useProjectComments } from "#web/features/projects/api/get-project-comments";
import { timestamp } from "#web/features/projects/lib/timestamp";
import { errorMessage } from "#web/lib/api-client";
import { initials } from "#web/lib/format";

/** Comments tab. Content is rendered as text only. */
export function CommentsTab({ projectId, canComment }: { projectId: string; canComment: boolean }) {
  const comments = useProjectComments(projectId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comments</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {canComment && <CommentForm projectId={projectId} />}
        {comments.isPending && <LoadingState label="Loading comments…" />}
        {comments.isError && (
          <p role="alert" className="text-sm text-red-700">
            The comments could not be loaded. Please try again.
          </p>
        )}
        {comments.data?.length === 0 && <p className="text-sm text-slate-600">No comments yet</p>}
        {comments.data && comments.data.length > 0 && (
          <ul className="space-y-4">
            {comments.data.map((comment) => {
              const name = comment.author?.full_name || "Unknown User";
              return (
                <li key={comment.id} data-testid="comment" className="flex gap-3">
                  <Avatar name={name} src={comment.author?.avatar_url} initials={initials(comment.author?.full_name)} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="font-medium text-slate-900">{name}</span>
                      <time dateTime={comment.created_at} className="text-slate-600">
                        {timestamp(comment.created_at)}
                      </time>
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words text-slate-800">{comment.content}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CommentForm({ projectId }: { projectId: string }) {
  const createComment = useCreateProjectComment(projectId, {
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to post comment. Please try again.") }),
  });
  const form = useForm<CommentInput>({ resolver: zodResolver(commentInputSchema), defaultValues: { content: "" } });
  const onSubmit = form.handleSubmit((values) =>
    createComment.mutate(values, { onSuccess: () => form.reset({ content: "" }) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <FormField id="comment-content" label="Add a comment" error={form.formState.errors.content?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register("content")} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={createComment.isPending}>
          {createComment.isPending ? "Posting..." : "Post Comment"}
        </Button>
      </div>
    </form>
  );
}
