import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { CommentInput } from "#shared/schemas/project";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Avatar } from "#web/components/ui/avatar";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Textarea } from "#web/components/ui/input";
import { useCreateProjectComment } from "#web/features/projects/api/create-project-comment";
import { useProjectComments } from "#web/features/projects/api/get-project-comments";
import { timestamp } from "#web/features/projects/lib/timestamp";
import { errorMessage } from "#web/lib/api-client";
import { initials } from "#web/lib/format";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";
import { whenSettled } from "#web/lib/query-client";

const commentResolver = lazyResolver(() => schemas.load().then((m) => zodResolver(m.commentInputSchema)));

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
        <QueryState
          query={comments}
          what="the comments"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No comments yet" />}
        >
          {(list) => (
            <ul className="space-y-4">
              {list.map((comment) => {
                const name = comment.author?.full_name || "Unknown User";
                return (
                  <li key={comment.id} data-testid="comment" className="flex gap-3">
                    <Avatar
                      name={name}
                      src={comment.author?.avatar_url}
                      initials={initials(comment.author?.full_name)}
                    />
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                        <span className="font-medium text-slate-900">{name}</span>
                        <time dateTime={comment.created_at} className="text-slate-600">
                          {timestamp(comment.created_at)}
                        </time>
                      </p>
                      <p className="mt-1 whitespace-pre-line text-slate-800">{comment.content}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function CommentForm({ projectId }: { projectId: string }) {
  const createComment = useCreateProjectComment(projectId, {
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to post comment. Please try again.") }),
  });
  const form = useForm<CommentInput>({ resolver: commentResolver, defaultValues: { content: "" } });
  const onSubmit = form.handleSubmit(async (values) => {
    if (await whenSettled(createComment.mutateAsync(values))) form.reset({ content: "" });
  });
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <FormField id="comment-content" label="Add a comment" error={form.formState.errors.content?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register("content")} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Posting..." : "Post Comment"}
        </Button>
      </div>
    </form>
  );
}
