import { useState } from "react";
import { toast } from "sonner";
import { TEMP_STAGE_SHARE } from "#shared/files";
import { useShareStageFile, useUploadStageFile } from "#web/features/projects/api/stage-files";
import { fileChoiceProblem } from "#web/features/projects/lib/file-choice";
import type { StageDraft } from "#web/features/projects/lib/stage-drafts";
import { errorMessage } from "#web/lib/api-client";

export type UploadProgressByStage = Record<string, { name: string; fraction: number }>;

/**
 * Uploads and shares for the stages card, with the toasts people see. A file chosen
 * for an unsaved stage is held on the draft (patch) and uploaded by uploadHeld once
 * the stage has its saved id.
 */
export function useStageUploads(projectId: string, patch: (key: string, change: Partial<StageDraft>) => void) {
  const upload = useUploadStageFile(projectId);
  const share = useShareStageFile(projectId);
  const [progress, setProgress] = useState<UploadProgressByStage>({});

  const setFraction = (key: string, name: string, fraction: number | null) =>
    setProgress((current) => {
      const { [key]: _done, ...rest } = current;
      return fraction === null ? rest : { ...rest, [key]: { name, fraction } };
    });

  const send = async (key: string, stageId: string, file: File, sharedWith?: string | null) => {
    setFraction(key, file.name, 0);
    try {
      await upload.mutateAsync({
        stageId,
        file,
        sharedWith,
        onProgress: (fraction) => setFraction(key, file.name, fraction),
      });
      toast.success("File uploaded");
      return true;
    } catch (error) {
      toast.error("Upload Failed", { description: errorMessage(error) });
      return false;
    } finally {
      setFraction(key, file.name, null);
    }
  };

  /** A saved stage uploads at once; an unsaved one holds the file until it is saved. */
  const chooseFile = (stage: StageDraft, saved: boolean, file: File) => {
    const problem = fileChoiceProblem(file);
    if (problem) {
      toast.error("Upload Failed", { description: problem });
      return;
    }
    if (saved) {
      void send(stage.key, stage.id, file);
      return;
    }
    patch(stage.key, { pending_file: file });
  };

  /** Uploads the file held for a stage that has just been saved (failures are reported and skipped). */
  const uploadHeld = async (stage: StageDraft, savedId: string) => {
    if (!stage.pending_file) return;
    const ok = await send(stage.key, savedId, stage.pending_file, stage.pending_share_with);
    if (ok) patch(stage.key, { pending_file: null, pending_share_with: null });
  };

  const shareFile = async (stage: StageDraft, fileId: string | null, userId: string) => {
    if (!fileId) {
      if (!stage.pending_file) {
        toast.error(TEMP_STAGE_SHARE);
        return;
      }
      patch(stage.key, { pending_share_with: userId });
      toast.success("Sharing set", { description: "File will be shared when you save the stage" });
      return;
    }
    try {
      await share.mutateAsync({ fileId, userId });
      toast.success("File Shared");
    } catch {
      toast.error("Failed to share file. Please try again.");
    }
  };

  return { progress, chooseFile, uploadHeld, shareFile };
}
