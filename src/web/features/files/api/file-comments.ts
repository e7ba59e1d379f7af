import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FileCommentInput } from "#shared/schemas/files";
import { api, IDEMPOTENCY_KEY_HEADER, unwrap } from "#web/lib/api-client";
import { createChangeKey } from "#web/lib/change-key";
import { fileKeys } from "./file-keys";

export async function getFileComments(fileId: string) {
  const { items } = await unwrap(api.files[":fileId"].comments.$get({ param: { fileId } }));
  return items;
}

export function useFileComments(fileId: string) {
  return useQuery({ queryKey: fileKeys.comments(fileId), queryFn: () => getFileComments(fileId) });
}

/** `changeKey` names this comment, so sending it again after a lost answer posts it once. */
export function addFileComment(fileId: string, input: FileCommentInput, changeKey: string) {
  return unwrap(
    api.files[":fileId"].comments.$post({
      param: { fileId },
      header: { [IDEMPOTENCY_KEY_HEADER]: changeKey },
      json: input,
    }),
  );
}

/** Posts a comment; the file's thread and the repository's comment counts refresh. */
export function useAddFileComment(fileId: string) {
  const queryClient = useQueryClient();
  const [changeKey] = useState(createChangeKey);
  return useMutation({
    mutationFn: (input: FileCommentInput) => addFileComment(fileId, input, changeKey.for([fileId, input])),
    onSuccess: () => changeKey.done(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fileKeys.comments(fileId) }),
        queryClient.invalidateQueries({ queryKey: [...fileKeys.all, "repository"] }),
      ]),
  });
}
