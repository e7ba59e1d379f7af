import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { can } from "#shared/permissions";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { RequiredNote } from "#web/components/ui/form-field";
import { UnsavedChangesDialog } from "#web/components/unsaved-changes-dialog";
import { useCreateProject } from "#web/features/projects/api/create-project";
import { useColleagues } from "#web/features/projects/api/get-colleagues";
import {
  type AssignmentRow,
  completeAssignments,
  initialAssignmentRows,
  sameTeam,
} from "#web/features/projects/lib/assignment-rows";
import { pickableUsers } from "#web/features/projects/lib/pickable-users";
import { ApiRequestError, errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";
import { whenSettled } from "#web/lib/query-client";
import { useUnsavedChanges } from "#web/lib/use-unsaved-changes";
import { CoverField } from "./cover-field";
import { ProjectFields, type ProjectFieldValues, projectFieldList } from "./project-fields";
import { TeamAssignmentsField } from "./team-assignments-field";

const registerResolver = lazyResolver(() =>
  schemas.load().then((m) => zodResolver(m.createProjectSchema.omit({ assignments: true }))),
);

const REGISTER_FIELDS = projectFieldList(["title", "summary", "subject", "level", "author", "genre", "deadline"]);

/**
 * Register New Project, with a Deadline and an optional cover. Leaving with
 * anything entered asks first.
 */
export function RegisterProjectForm() {
  const { user, role } = useAuth();
  const isAdmin = can(role, "assignProjectTeam");
  const navigate = useNavigate();
  const createProject = useCreateProject({
    onSuccess: ({ coverError }) => {
      toast.success("Project Created", { description: "Your new project has been registered successfully." });
      if (coverError)
        toast.error("Upload Failed", {
          description: errorMessage(coverError, "The cover image could not be uploaded."),
        });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        toast.error("Authentication required", { description: "You must be logged in to create a project." });
        return;
      }
      toast.error("Error", { description: errorMessage(error, "Failed to create project. Please try again.") });
    },
  });
  const colleagues = useColleagues({ enabled: isAdmin });
  const [rows, setRows] = useState<AssignmentRow[]>(() => (isAdmin ? initialAssignmentRows(user.id) : []));
  const [cover, setCover] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const form = useForm<ProjectFieldValues>({
    resolver: registerResolver,
    defaultValues: {
      title: "",
      summary: "",
      subject: "",
      level: "",
      author: "",
      genre: "",
      objectives: [],
      deadline: null,
    },
  });

  const dirty =
    form.formState.isDirty ||
    cover.file !== null ||
    (isAdmin && !sameTeam(rows, completeAssignments(initialAssignmentRows(user.id))));
  const unsaved = useUnsavedChanges(dirty);

  const onSubmit = form.handleSubmit(async (values) => {
    if (cover.error) return;
    const created = await whenSettled(
      createProject.mutateAsync({
        input: { ...values, ...(isAdmin ? { assignments: completeAssignments(rows) } : {}) },
        cover: cover.file,
      }),
    );
    if (!created) return;
    unsaved.release();
    navigate("/platform/projects");
  });
  const { isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card>
        <CardContent className="space-y-6 pt-5">
          <RequiredNote />
          <ProjectFields form={form} fields={REGISTER_FIELDS} />
          <CoverField error={cover.error} onChange={(file, error) => setCover({ file, error })} />
        </CardContent>
      </Card>
      {isAdmin && (
        <Card>
          <CardContent className="pt-5">
            <TeamAssignmentsField
              rows={rows}
              onChange={setRows}
              users={pickableUsers({ user, role }, colleagues.data ?? [])}
              loadError={colleagues.isError}
            />
          </CardContent>
        </Card>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/platform/projects">Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Registering..." : "Register Project"}
        </Button>
      </div>
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </form>
  );
}
