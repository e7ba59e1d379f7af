import { Plus } from "lucide-react";
import { type Dispatch, type SetStateAction, useState } from "react";
import { toast } from "sonner";
import type { StageFile } from "#shared/schemas/files";
import { isSavedStageId } from "#shared/stages";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useCreateStage } from "#web/features/projects/api/create-stage";
import { useDeleteStage } from "#web/features/projects/api/delete-stage";
import { useUpdateStage } from "#web/features/projects/api/update-stage";
import type { PickableUser } from "#web/features/projects/lib/pickable-users";
import {
  newStageDraft,
  type StageDraft,
  type StageFieldErrors,
  toStageInput,
} from "#web/features/projects/lib/stage-drafts";
import { errorMessage } from "#web/lib/api-client";
import { StageRow } from "./stage-row";
import type { useStageUploads } from "./use-stage-uploads";

/**
 * Edit: the Project Stages card. Stages are added locally as unsaved
 * ('temp_') rows; each can be saved or deleted on its own, and 'Update Project'
 * saves them all with the project.
 */
export function ProjectStagesCard({
  projectId,
  stages,
  setStages,
  errors,
  users,
  projectCompleted = false,
  uploads,
  files = [],
}: {
  /** The project's stored files (every version), listed under their stages. */
  files?: StageFile[];
  /** Shared with the edit form, which uploads held files after 'Update Project'. */
  uploads: ReturnType<typeof useStageUploads>;
  projectId: string;
  /** No due-date badges on a Completed project. */
  projectCompleted?: boolean;
  stages: StageDraft[];
  setStages: Dispatch<SetStateAction<StageDraft[]>>;
  errors: Record<string, StageFieldErrors>;
  users: PickableUser[];
}) {
  const createStage = useCreateStage(projectId, {
    onSuccess: (stage) => toast.success("Stage Created", { description: `“${stage.stage_name}” has been saved.` }),
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to create stage. Please try again.") }),
  });
  const updateStage = useUpdateStage(projectId, {
    onSuccess: (stage) => toast.success("Stage Updated", { description: `“${stage.stage_name}” has been saved.` }),
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to update stage. Please try again.") }),
  });
  const deleteStage = useDeleteStage(projectId, {
    onSuccess: () => toast.success("Stage Deleted", { description: "The stage and its files have been deleted." }),
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to delete stage. Please try again.") }),
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<StageDraft | null>(null);

  const patch = (key: string, change: Partial<StageDraft>) =>
    setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, ...change } : stage)));
  const remove = (key: string) => setStages((current) => current.filter((stage) => stage.key !== key));

  const save = async (stage: StageDraft) => {
    if (!stage.stage_name.trim()) {
      toast.error("Please provide a stage name before saving.");
      return;
    }
    setBusyId(stage.key);
    try {
      if (isSavedStageId(stage.id)) {
        await updateStage.mutateAsync({ stageId: stage.id, input: toStageInput(stage) });
      } else {
        const created = await createStage.mutateAsync(toStageInput(stage));
        // The row keeps what was typed; it now carries its saved id.
        patch(stage.key, { id: created.id });
        await uploads.uploadHeld(stage, created.id);
      }
    } catch {
      // The error toast above has told the user.
    } finally {
      setBusyId(null);
    }
  };

  const requestDelete = (stage: StageDraft) => {
    if (isSavedStageId(stage.id)) {
      setConfirming(stage);
      return;
    }
    // A stage that was never saved is simply removed from the form.
    remove(stage.key);
    toast.success("Stage Removed", { description: "The unsaved stage has been removed." });
  };

  const confirmDelete = async () => {
    const stage = confirming;
    setConfirming(null);
    if (!stage) return;
    setBusyId(stage.key);
    try {
      await deleteStage.mutateAsync(stage.id);
      remove(stage.key);
    } catch {
      // The error toast above has told the user.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>Project Stages</CardTitle>
          <CardDescription>Add the stages of this book, assign them and track their status.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setStages((current) => [...current, newStageDraft(current.length)])}
        >
          <Plus aria-hidden /> Add Stage
        </Button>
      </CardHeader>
      <CardContent>
        {stages.length === 0 ? (
          <p className="text-sm text-slate-600">No stages yet. Add a stage to start tracking the work.</p>
        ) : (
          <ol className="space-y-4">
            {stages.map((stage, index) => (
              <StageRow
                key={stage.key}
                stage={stage}
                index={index}
                users={users}
                errors={errors[stage.key]}
                busy={busyId === stage.key}
                projectCompleted={projectCompleted}
                onChange={(change) => patch(stage.key, change)}
                onSave={() => save(stage)}
                onDelete={() => requestDelete(stage)}
                files={files.filter((file) => file.stage_id === stage.id)}
                progress={uploads.progress[stage.key] ?? null}
                onChooseFile={(file) => uploads.chooseFile(stage, isSavedStageId(stage.id), file)}
                onShare={(fileId, userId) => uploads.shareFile(stage, fileId, userId)}
              />
            ))}
          </ol>
        )}
      </CardContent>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete Stage?</AlertDialogTitle>
          <AlertDialogDescription>
            This action will permanently delete this stage and all associated files. This action cannot be undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
