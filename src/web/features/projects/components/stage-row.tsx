import type { StageFile } from "#shared/schemas/files";
import { isSavedStageId, STAGE_STATUSES, type StageStatus } from "#shared/stages";
import { StageDueBadge } from "#web/components/deadline-badge";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "#web/components/ui/input";
import type { PickableUser } from "#web/features/projects/lib/pickable-users";
import type { StageDraft, StageFieldErrors } from "#web/features/projects/lib/stage-drafts";
import { StageFiles } from "./stage-files";

/**
 * One stage of the edit form: name, assignee, status, due date and comment,
 * saved or deleted on its own. Due Soon / Overdue badges follow the saved due
 * date, never for a completed stage or a Completed project.
 */
export function StageRow({
  stage,
  index,
  users,
  errors,
  busy,
  projectCompleted,
  onChange,
  onSave,
  onDelete,
  files,
  progress,
  onChooseFile,
  onShare,
}: {
  files: StageFile[];
  progress: { name: string; fraction: number } | null;
  onChooseFile: (file: File) => void;
  onShare: (fileId: string | null, userId: string) => void;
  stage: StageDraft;
  index: number;
  users: PickableUser[];
  errors: StageFieldErrors | undefined;
  busy: boolean;
  projectCompleted: boolean;
  onChange: (patch: Partial<StageDraft>) => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const saved = isSavedStageId(stage.id);
  const id = `stage-${index}`;
  const label = stage.stage_name.trim() || `stage ${index + 1}`;
  return (
    <li data-testid="stage-row" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-slate-900">{stage.stage_name.trim() || "Untitled stage"}</h3>
        <div className="flex flex-wrap gap-1">
          {!projectCompleted && <StageDueBadge dueDate={stage.due_date} status={stage.status} />}
          {!saved && <Badge className="bg-amber-100 text-amber-900">Unsaved</Badge>}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id={`${id}-name`} label="Stage Name" error={errors?.stage_name}>
          {(control) => (
            <Input
              {...control}
              value={stage.stage_name}
              onChange={(event) => onChange({ stage_name: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${id}-assignee`} label="Assignee">
          {(control) => (
            <NativeSelect
              {...control}
              value={stage.assigned_user_id ?? ""}
              onChange={(event) => onChange({ assigned_user_id: event.target.value || null })}
            >
              <option value="">Unassigned</option>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-status`} label="Status">
          {(control) => (
            <NativeSelect
              {...control}
              value={stage.status}
              onChange={(event) => onChange({ status: event.target.value as StageStatus })}
            >
              {STAGE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-due`} label="Due Date">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={stage.due_date ?? ""}
              onChange={(event) => onChange({ due_date: event.target.value || null })}
            />
          )}
        </FormField>
        <FormField id={`${id}-comment`} label="Comment" error={errors?.comment} className="space-y-1.5 md:col-span-3">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              className="min-h-16"
              value={stage.comment}
              onChange={(event) => onChange({ comment: event.target.value })}
            />
          )}
        </FormField>
      </div>
      {!saved && (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          This stage is not saved yet. Save the stage first to upload or share files.
        </p>
      )}
      <StageFiles
        stageLabel={label}
        saved={saved}
        files={files}
        users={users}
        progress={progress}
        pendingFile={stage.pending_file ?? null}
        pendingShareWith={stage.pending_share_with ?? null}
        onChooseFile={onChooseFile}
        onShare={onShare}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {/* Quieter than Save, as the project's own Delete is: the dialog that follows asks to confirm. */}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${label}`}
        >
          Delete
        </Button>
        <Button size="sm" onClick={onSave} disabled={busy} aria-label={busy ? undefined : `Save ${label}`}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
    </li>
  );
}
