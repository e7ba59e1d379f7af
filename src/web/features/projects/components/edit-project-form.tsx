import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { can } from "#shared/permissions";
import type { ProjectDetail } from "#shared/schemas/project";
import { isSavedStageId } from "#shared/stages";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { RequiredNote } from "#web/components/ui/form-field";
import { UnsavedChangesDialog } from "#web/components/unsaved-changes-dialog";
import { useColleagues } from "#web/features/projects/api/get-colleagues";
import { useProjectFiles } from "#web/features/projects/api/stage-files";
import { useUpdateProject } from "#web/features/projects/api/update-project";
import {
  type AssignmentRow,
  completeAssignments,
  rowsFromAssignments,
  sameTeam,
} from "#web/features/projects/lib/assignment-rows";
import { pickableUsers } from "#web/features/projects/lib/pickable-users";
import { fromStage, type StageDraft, toStageInput, validateStages } from "#web/features/projects/lib/stage-drafts";
import { errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";
import { lazyResolver, schemas, useLazyModule } from "#web/lib/lazy-schemas";
import { whenSettled } from "#web/lib/query-client";
import { useUnsavedChanges } from "#web/lib/use-unsaved-changes";
import { CoverField } from "./cover-field";
import { ProjectFields, type ProjectFieldValues, projectFieldList } from "./project-fields";
import { ProjectStagesCard } from "./project-stages-card";
import { TeamAssignmentsField } from "./team-assignments-field";
import { useStageUploads } from "./use-stage-uploads";

const editResolver = lazyResolver(() =>
  schemas.load().then((m) => zodResolver(m.updateProjectSchema.omit({ stages: true, assignments: true }))),
);

const EDIT_FIELDS = projectFieldList(["title", "author", "genre", "summary", "subject", "level", "deadline"], {
  title: "Book Title",
});

const savedTeam = (project: ProjectDetail) =>
  project.assignments.map((member) => ({ userId: member.user_id, role: member.role }));

const stagesKey = (stages: readonly StageDraft[]) => JSON.stringify(stages.map(toStageInput));

/**
 * Edit Project: the project's fields, its cover, (for an Admin) its team and its
 * stages, saved together by 'Update Project'. Leaving with unsaved changes asks first.
 */
export function EditProjectForm({ project }: { project: ProjectDetail }) {
  const { user, role } = useAuth();
  const isAdmin = can(role, "assignProjectTeam");
  const navigate = useNavigate();
  const updateProject = useUpdateProject(project.id, {
    onSuccess: ({ coverError }) => {
      toast.success("Project Updated", { description: "Your project has been updated successfully." });
      if (coverError)
        toast.error("Upload Failed", {
          description: errorMessage(coverError, "The cover image could not be uploaded."),
        });
    },
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to update project. Please try again.") }),
  });
  // The staff directory is for staff: an account without a role is not asked for it (the server
  // refuses it), and its pickers offer only the people the project already names.
  const colleagues = useColleagues({ enabled: can(role, "viewDirectory") });
  const [stages, setStages] = useState<StageDraft[]>(() => project.stages.map(fromStage));
  const [rows, setRows] = useState<AssignmentRow[]>(() => rowsFromAssignments(savedTeam(project)));
  const [cover, setCover] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const files = useProjectFiles(project.id);
  const uploads = useStageUploads(project.id, (key, change) =>
    setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, ...change } : stage))),
  );
  // Like the fields above, stage rows are checked from the first submit on, then as they change.
  const [submitted, setSubmitted] = useState(false);
  const projectSchemas = useLazyModule(schemas);
  const stageErrors = submitted && projectSchemas ? validateStages(stages, projectSchemas.stageInputSchema) : {};
  const form = useForm<ProjectFieldValues>({
    resolver: editResolver,
    defaultValues: {
      title: project.title,
      summary: project.summary,
      subject: project.subject ?? "",
      level: project.level ?? "",
      author: project.author,
      genre: project.genre,
      objectives: project.objectives,
      deadline: project.deadline?.slice(0, 10) ?? null,
    },
  });

  const dirty =
    form.formState.isDirty ||
    cover.file !== null ||
    (isAdmin && !sameTeam(rows, savedTeam(project))) ||
    stagesKey(stages) !== stagesKey(project.stages.map(fromStage));
  const unsaved = useUnsavedChanges(dirty);

  const users = pickableUsers({ user, role }, colleagues.data ?? []);
  // A stage or team member may be someone the directory did not return (it failed to load, say).
  const known = [
    ...project.stages.map((stage) => ({ id: stage.assigned_user_id, name: stage.assignee_name })),
    ...project.assignments.map((member) => ({ id: member.user_id, name: member.full_name || member.email })),
  ];
  for (const { id, name } of known) {
    if (id && !users.some((u) => u.id === id)) users.push({ id, label: name ?? "Unknown User" });
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    return form.handleSubmit(async (values) => {
      // The resolver has loaded the schemas by now.
      const { stageInputSchema } = await schemas.load();
      const invalidIndex = stages.findIndex((stage) => validateStages([stage], stageInputSchema)[stage.key]);
      if (invalidIndex !== -1) {
        // The fields above passed, so take the user to the stage that did not.
        document.getElementById(`stage-${invalidIndex}-name`)?.focus();
        return;
      }
      if (cover.error) {
        document.getElementById("project-cover")?.focus();
        return;
      }
      const savedBefore = new Set(stages.filter((stage) => isSavedStageId(stage.id)).map((stage) => stage.id));
      const saved = await whenSettled(
        updateProject.mutateAsync({
          input: {
            ...values,
            stages: stages.map(toStageInput),
            ...(isAdmin ? { assignments: completeAssignments(rows) } : {}),
          },
          cover: cover.file,
        }),
      );
      if (!saved) return;
      unsaved.release();
      // New stages come back in the order they were sent: pair them with the unsaved rows
      // and upload the files held for those rows before leaving the page.
      const created = saved.project.stages.filter((stage) => !savedBefore.has(stage.id));
      const unsavedDrafts = stages.filter((stage) => !isSavedStageId(stage.id));
      for (const [i, draft] of unsavedDrafts.entries()) {
        const savedId = created[i]?.id;
        if (savedId) await uploads.uploadHeld(draft, savedId);
      }
      navigate(`/platform/projects/${project.id}`);
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card>
        <CardContent className="space-y-6 pt-5">
          <RequiredNote />
          <ProjectFields form={form} fields={EDIT_FIELDS} />
          <CoverField
            error={cover.error}
            onChange={(file, error) => setCover({ file, error })}
            current={project.cover_url ? { url: project.cover_url, title: project.title } : null}
          />
        </CardContent>
      </Card>
      {isAdmin && (
        <Card>
          <CardContent className="pt-5">
            <TeamAssignmentsField rows={rows} onChange={setRows} users={users} loadError={colleagues.isError} />
          </CardContent>
        </Card>
      )}
      <ProjectStagesCard
        projectId={project.id}
        stages={stages}
        setStages={setStages}
        errors={stageErrors}
        users={users}
        projectCompleted={project.current_stage === "Completed"}
        uploads={uploads}
        files={files.data}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={`/platform/projects/${project.id}`}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Updating..." : "Update Project"}
        </Button>
      </div>
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </form>
  );
}
