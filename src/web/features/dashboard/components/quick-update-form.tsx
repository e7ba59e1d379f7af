import { useId, useState } from "react";
import { toast } from "sonner";
import { MISSING_INFORMATION, MISSING_INFORMATION_TITLE, QUICK_HOURS_STEP } from "#shared/progress";
import { PROJECT_SEARCH_MAX } from "#shared/project-list";
import { DEFAULT_UPDATE_STAGE, STAGES, type Stage } from "#shared/stages";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "#web/components/ui/input";
import { UnsavedChangesDialog } from "#web/components/unsaved-changes-dialog";
import { useProjectOptions, useQuickUpdate } from "#web/features/dashboard/api/quick-update";
import { errorMessage } from "#web/lib/api-client";
import { localToday } from "#web/lib/format";
import { schemas, schemasForSending } from "#web/lib/lazy-schemas";
import { useUnsavedChanges } from "#web/lib/use-unsaved-changes";

/**
 * Quick Daily Update: pick a project I can see, say what I did, and post it as a
 * progress update. The stage starts at the stage of the poster's role (`ownStage`) and then
 * follows the chosen project.
 */
export function QuickUpdateForm({
  ownStage = DEFAULT_UPDATE_STAGE,
  onPosted,
}: {
  ownStage?: Stage;
  onPosted: (projectId: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [projectId, setProjectId] = useState("");
  const [description, setDescription] = useState("");
  const [hours, setHours] = useState("");
  const [stage, setStage] = useState<Stage>(ownStage);
  const [date, setDate] = useState(localToday);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The schema is loaded when the form is first used; sending waits for it, the first time.
  const [checking, setChecking] = useState(false);
  // What was typed is asked about before a link or Back leaves the dashboard with it; a post
  // clears the form, which ends the question.
  const unsaved = useUnsavedChanges(description.trim() !== "" || hours !== "");
  const options = useProjectOptions(search);
  const update = useQuickUpdate(onPosted, {
    onSuccess: () =>
      toast.success("Status Updated", {
        description: "Project status and progress have been updated successfully.",
      }),
    onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to update project status.") }),
  });
  const items = options.data?.items ?? [];
  // An empty choice says why, rather than leaving a select with nothing in it.
  const noProjectHint =
    options.isSuccess && items.length === 0
      ? search.trim()
        ? "No project matches your search."
        : "No project to post on yet: register one, or ask an Admin to add you to a project's team."
      : undefined;

  const chooseProject = (value: string) => {
    setProjectId(value);
    const chosen = items.find((p) => p.id === value);
    setStage(chosen?.current_stage ?? ownStage);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (!projectId || !description.trim()) {
      // One toast however often Submit is pressed: the same words stacked say nothing more.
      toast.error(MISSING_INFORMATION_TITLE, {
        id: "quick-update-missing-information",
        description: MISSING_INFORMATION,
      });
      // The toast goes; each missing field stays marked, and the first takes the focus.
      setErrors({
        ...(projectId ? {} : { project_id: "Please select a project" }),
        ...(description.trim() ? {} : { description: "Please describe what you worked on" }),
      });
      document.getElementById(projectId ? `${id}-description` : `${id}-project`)?.focus();
      return;
    }
    setChecking(true);
    const progressSchemas = await schemasForSending(schemas);
    setChecking(false);
    if (!progressSchemas) return;
    const parsed = progressSchemas.quickUpdateFormSchema.safeParse({
      project_id: projectId,
      description,
      hours_worked: hours === "" ? null : Number(hours),
      current_stage: stage,
      date,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      // The toasts come from the hook's callbacks above; here only the form is cleared.
      onSuccess: () => {
        setDescription("");
        setHours("");
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Daily Update</CardTitle>
        <CardDescription>Record what you worked on today</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          onFocus={preloadSchemas}
          noValidate
          aria-label="Quick Daily Update"
          className="space-y-4"
        >
          <UnsavedChangesDialog blocker={unsaved.blocker} />
          <FormField id={`${id}-search`} label="Find a project">
            {(control) => (
              <Input
                {...control}
                type="search"
                placeholder="Search projects..."
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                maxLength={PROJECT_SEARCH_MAX}
              />
            )}
          </FormField>
          <FormField id={`${id}-project`} label="Project" error={errors.project_id} hint={noProjectHint}>
            {(control) => (
              <NativeSelect {...control} value={projectId} onChange={(e) => chooseProject(e.target.value)}>
                <option value="">{options.isPending ? "Loading projects..." : "Select a project"}</option>
                {items.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id={`${id}-description`} label="What did you work on?" error={errors.description}>
            {(control) => (
              <Textarea
                {...control}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                maxLength={2000}
                placeholder="Describe today's progress"
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id={`${id}-hours`} label="Hours worked" error={errors.hours_worked}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={24}
                  step={QUICK_HOURS_STEP}
                  value={hours}
                  onChange={(e) => setHours(e.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-stage`} label="Stage" error={errors.current_stage}>
              {(control) => (
                <NativeSelect {...control} value={stage} onChange={(e) => setStage(e.target.value as Stage)}>
                  {STAGES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id={`${id}-date`} label="Date" error={errors.date}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  max={localToday()}
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" disabled={update.isPending || checking}>
            {update.isPending ? "Submitting..." : "Submit Update"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function preloadSchemas() {
  schemas.load().catch(() => undefined); // sending tries again, and reports a failure
}
