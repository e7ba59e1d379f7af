import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StageFile } from "#shared/schemas/files";
import { api, unwrap } from "#web/lib/api-client";
import { postFormWithProgress } from "#web/lib/transfer";
import { projectKeys } from "./project-keys";

/** Every version of every file of the project's stages. */
export async function getProjectFiles(projectId: string): Promise<StageFile[]> {
  const { items } = await unwrap(api.projects[":id"].files.$get({ param: { id: projectId } }));
  return items;
}

export function useProjectFiles(projectId: string) {
  return useQuery({ queryKey: projectKeys.files(projectId), queryFn: () => getProjectFiles(projectId) });
}

export interface UploadStageFileInput {
  stageId: string;
  file: File;
  /** Share the new file with this user as part of the upload. */
  sharedWith?: string | null;
  onProgress: (fraction: number) => void;
}

/** Uploads one file to a saved stage with progress; the server streams it to storage. */
export async function uploadStageFile(projectId: string, input: UploadStageFileInput): Promise<StageFile> {
  // $path is relative to the client's "/api" base.
  const path = `/api${api.projects[":id"].stages[":stageId"].files.$path({ param: { id: projectId, stageId: input.stageId } })}`;
  const body = new FormData();
  // Text fields first: the server reads the form as a stream.
  if (input.sharedWith) body.append("shared_with", input.sharedWith);
  body.append("file", input.file);
  // The stored file, typed as the route declares its 201 answer: like every answer the API
  // client reads, it is not parsed again in the browser.
  return (await postFormWithProgress(path, body, input.onProgress)) as StageFile;
}

/** After a file change: the project's file list and its history. */
function invalidateFiles(queryClient: ReturnType<typeof useQueryClient>, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.files(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
  ]);
}

export function useUploadStageFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadStageFileInput) => uploadStageFile(projectId, input),
    onSettled: () => invalidateFiles(queryClient, projectId),
  });
}

export function shareStageFile(fileId: string, userId: string) {
  return unwrap(api.files[":fileId"].share.$put({ param: { fileId }, json: { user_id: userId } }));
}

export function useShareStageFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, userId }: { fileId: string; userId: string }) => shareStageFile(fileId, userId),
    onSettled: () => invalidateFiles(queryClient, projectId),
  });
}
