import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { isSavedStageId, type ProjectDetail, updateProjectSchema } from "#shared/schemas/project";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { useColleagues } from "#web/features/projects/api/get-colleagues";
import { useProjectFiles } from "#web/features/projects/api/stage-files";
import { useUpdateProject } from "#web/features/projects/api/update-project";
import { pickableUsers } from "#web/features/projects/lib/pickable-users";
import { fromStage, type StageDraft, toStageInput, validateStages } from "#web/features/projects/lib/stage-drafts";
import { errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";
import { ProjectFields, type ProjectFieldValues, projectFieldList } from "./project-fields";
import { ProjectStagesCard } from "./project-stages-card";
import { useStageUploads } from "./use-stage-uploads";

const editSchema = updateProjectSchema.omit({ stages: true });

const EDIT_FIELDS = projectFieldList(["title", "author", "genre", "summary", "subject", "level", "deadline"], {
  title: "Book Title",
});

/** Edit Project: the project's fields and its stages, saved together by 'Update Project'. */
export function EditProjectForm({ project }: { project: ProjectDetail }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const updateProject = useUpdateProject(project.id, {
    onSuccess: () => toast.success("Project Updated", { description: "Your project has been updated successfully." }),
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to update project. Please try again.") }),
  });
  const colleagues = useColleagues();
  const [stages, setStages] = useState<StageDraft[]>(() => project.stages.map(fromStage));
  const files = useProjectFiles(project.id);
  const uploads = useStageUploads(project.id, (key, change) =>
    setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, ...change } : stage))),
  );
  // Like the fields above, stage rows are checked from the first submit on, then as they change.
  const [submitted, setSubmitted] = useState(false);
  const stageErrors = submitted ? validateStages(stages) : {};
  const form = useForm<ProjectFieldValues>({
    resolver: zodResolver(editSchema),
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

  const users = pickableUsers(user, colleagues.data ?? []);
  // A stage may be assigned to someone the directory did not return (it failed to load, say).
  for (const stage of project.stages) {
    if (stage.assigned_user_id && !users.some((u) => u.id === stage.assigned_user_id)) {
      users.push({ id: stage.assigned_user_id, label: stage.assignee_name ?? "Unknown User" });
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    const invalidIndex = stages.findIndex((stage) => validateStages([stage])[stage.key]);
    return form.handleSubmit((values) => {
      if (invalidIndex !== -1) {
        // The fields above passed, so take the user to the stage that did not.
        document.getElementById(`stage-${invalidIndex}-name`)?.focus();
        return;
      }
      const savedBefore = new Set(stages.filter((stage) => isSavedStageId(stage.id)).map((stage) => stage.id));
      updateProject.mutate(
        { ...values, stages: stages.map(toStageInput) },
        {
          onSuccess: async (updated) => {
            // New stages come back in the order they were sent: pair them with the unsaved rows
            // and upload the files held for those rows before leaving the page.
            const created = updated.stages.filter((stage) => !savedBefore.has(stage.id));
            const unsaved = stages.filter((stage) => !isSavedStageId(stage.id));
            for (const [i, draft] of unsaved.entries()) {
              const savedId = created[i]?.id;
              if (savedId) await uploads.uploadHeld(draft, savedId);
            }
            navigate(`/platform/projects/${project.id}`);
          },
        },
      );
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card>
        <CardContent className="pt-5">
          <ProjectFields form={form} fields={EDIT_FIELDS} />
        </CardContent>
      </Card>
      <ProjectStagesCard
        projectId={project.id}
        stages={stages}
        setStages={setStages}
        errors={stageErrors}
        users={users}
        uploads={uploads}
        files={files.data}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={`/platform/projects/${project.id}`}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={updateProject.isPending}>
          {updateProject.isPending ? "Updating..." : "Update Project"}
        </Button>
      </div>
    </form>
  );
}
