import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { DETAIL_HOURS_STEP, HOURS_MAX } from "#shared/progress";
import type { ProgressUpdateResult, progressUpdateInputSchema } from "#shared/schemas/progress";
import { STAGES, type Stage } from "#shared/stages";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog";
import { FormField } from "#web/components/ui/form-field";
import { FieldError, Input, Label, NativeSelect, Textarea } from "#web/components/ui/input";
import { UnsavedChangesDialog } from "#web/components/unsaved-changes-dialog";
import { usePostProgressUpdate } from "#web/features/progress/api/post-progress-update";
import { errorMessage } from "#web/lib/api-client";
import { localToday } from "#web/lib/format";
import { schemas, useLazyModule } from "#web/lib/lazy-schemas";
import { useUnsavedChanges } from "#web/lib/use-unsaved-changes";

interface Draft {
  current_stage: Stage | "";
  accomplishments: string[];
  challenges: string[];
  hours_worked: string;
  date: string;
  help_required: string;
}

type Errors = Record<string, string>;

function draftFor(stage: Stage | ""): Draft {
  return {
    current_stage: stage,
    accomplishments: [""],
    challenges: [],
    hours_worked: "",
    date: localToday(),
    help_required: "",
  };
}

/** The form as the API's body; the first message per field (paths like 'accomplishments.1'). */
function validate(draft: Draft, schema: typeof progressUpdateInputSchema) {
  const hours = draft.hours_worked.trim();
  const result = schema.safeParse({
    current_stage: draft.current_stage || undefined,
    accomplishments: draft.accomplishments,
    challenges: draft.challenges,
    hours_worked: hours === "" ? null : Number(hours),
    date: draft.date,
    help_required: draft.help_required.trim() || null,
  });
  if (result.success) return { input: result.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { input: null, errors };
}

/**
 * The Update Status dialog: records what was done today and moves the project to
 * the chosen stage. `stage` pre-sets the stage (the board opens it on the target
 * column); otherwise it defaults to the project's stage.
 */
export function UpdateStatusDialog({
  open,
  onOpenChange,
  projectId,
  projectTitle,
  stage,
  onUpdated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  projectTitle?: string;
  stage: Stage;
  onUpdated?: (result: ProgressUpdateResult) => unknown;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Update Status</DialogTitle>
          <DialogDescription>
            {projectTitle ? `Record today's progress on ${projectTitle}.` : "Record today's progress on this project."}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so every opening starts from a fresh form at the given stage. */}
        {open && (
          <UpdateStatusForm
            projectId={projectId}
            stage={stage}
            onDone={() => onOpenChange(false)}
            onUpdated={onUpdated}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UpdateStatusForm({
  projectId,
  stage,
  onDone,
  onUpdated,
}: {
  projectId: string;
  stage: Stage;
  onDone: () => void;
  onUpdated?: (result: ProgressUpdateResult) => unknown;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftFor(stage));
  const [errors, setErrors] = useState<Errors>({});
  const mutation = usePostProgressUpdate({ onUpdated });
  // Loaded as the dialog opens; Update Status waits for it (a moment, the first time).
  const progressSchemas = useLazyModule(schemas);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // What was typed is asked about before Back or a link leaves the page with it.
  const typed =
    [...draft.accomplishments, ...draft.challenges, draft.help_required].some((text) => text.trim() !== "") ||
    draft.hours_worked !== "";
  const unsaved = useUnsavedChanges(typed);
  // A refused submit takes the user to the first field it names, once the messages are drawn.
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!progressSchemas) return;
    const { input, errors: found } = validate(draft, progressSchemas.progressUpdateInputSchema);
    setErrors(found);
    if (!input) {
      setRefusals((count) => count + 1);
      return;
    }
    mutation.mutate(
      { projectId, input },
      {
        onSuccess: () => {
          unsaved.release();
          toast.success("Status Updated", {
            description: "Project status and progress have been updated successfully.",
          });
          onDone();
        },
        onError: (error) => {
          toast.error("Error", { description: errorMessage(error, "Failed to update project status.") });
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <UnsavedChangesDialog blocker={unsaved.blocker} />
      <FormField id="update-stage" label="Current Stage" error={errors.current_stage}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.current_stage}
            onChange={(e) => set("current_stage", e.target.value as Stage | "")}
          >
            <option value="">Select a stage</option>
            {STAGES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <ListField
        name="accomplishments"
        legend="Accomplishments"
        itemLabel="Accomplishment"
        addLabel="Add accomplishment"
        values={draft.accomplishments}
        onChange={(v) => set("accomplishments", v)}
        errors={errors}
        keepOne
      />
      <ListField
        name="challenges"
        legend="Challenges"
        itemLabel="Challenge"
        addLabel="Add challenge"
        values={draft.challenges}
        onChange={(v) => set("challenges", v)}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="update-hours" label="Hours Worked" error={errors.hours_worked}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={HOURS_MAX}
              step={DETAIL_HOURS_STEP}
              value={draft.hours_worked}
              onChange={(e) => set("hours_worked", e.target.value)}
            />
          )}
        </FormField>
        <FormField id="update-date" label="Date" error={errors.date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              max={localToday()}
              value={draft.date}
              onChange={(e) => set("date", e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id="update-help" label="Help Required" error={errors.help_required}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={draft.help_required}
            onChange={(e) => set("help_required", e.target.value)}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending || !progressSchemas}>
          {mutation.isPending ? "Updating..." : "Update Status"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A list of short texts, one box each, with add and remove. */
function ListField({
  name,
  legend,
  itemLabel,
  addLabel,
  values,
  onChange,
  errors,
  keepOne = false,
}: {
  name: string;
  legend: string;
  itemLabel: string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  errors: Errors;
  keepOne?: boolean;
}) {
  const listError = errors[name];
  return (
    <fieldset className="space-y-2" aria-describedby={listError ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {values.map((value, index) => {
        const id = `${name}-${index}`;
        const error = errors[`${name}.${index}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity.
          <div key={index} className="space-y-1">
            <div className="flex gap-2">
              <Label htmlFor={id} className="sr-only">
                {`${itemLabel} ${index + 1}`}
              </Label>
              <Input
                id={id}
                value={value}
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => onChange(values.map((v, i) => (i === index ? e.target.value : v)))}
              />
              {(!keepOne || values.length > 1) && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-10 px-2"
                  aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                  onClick={() => onChange(values.filter((_, i) => i !== index))}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
      <Button variant="outline" size="sm" onClick={() => onChange([...values, ""])}>
        <Plus aria-hidden /> {addLabel}
      </Button>
      <FieldError id={`${name}-error`} message={listError} />
    </fieldset>
  );
}
