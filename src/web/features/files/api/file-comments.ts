import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FileCommentInput } from "#shared/schemas/files";
import { api, unwrap } from "#web/lib/api-client";
import { fileKeys } from "./file-keys";

export async function getFileComments(fileId: string) {
  const { items } = await unwrap(api.files[":fileId"].comments.$get({ param: { fileId } }));
  return items;
}

export function useFileComments(fileId: string) {
  return useQuery({ queryKey: fileKeys.comments(fileId), queryFn: () => getFileComments(fileId) });
}

export function addFileComment(fileId: string, input: FileCommentInput) {
  return unwrap(api.files[":fileId"].comments.$post({ param: { fileId }, json: input }));
}

/** Posts a comment; the file's thread and the repository's comment counts refresh. */
export function useAddFileComment(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FileCommentInput) => addFileComment(fileId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fileKeys.comments(fileId) }),
        queryClient.invalidateQueries({ queryKey: [...fileKeys.all, "repository"] }),
      ]),
  });
}
