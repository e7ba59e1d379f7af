import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#web/components/ui/alert-dialog";
import { Button } from "#web/components/ui/button";
import { useDeleteProject } from "#web/features/projects/api/delete-project";

/** 'Delete Project?' confirmation, then back to the list. */
export function DeleteProjectButton({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const deleteProject = useDeleteProject(projectId, {
    // In the hook's own callback, which runs even if the page has already changed under the button.
    onSuccess: () => {
      toast.success("Project Deleted", { description: "Your project has been permanently deleted." });
      navigate("/platform/projects");
    },
    onError: () => toast.error("Error", { description: "Failed to delete project. Please try again." }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {/* Quieter than Edit: a rare, confirmed action should not draw the eye from the day's work. */}
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" disabled={deleteProject.isPending}>
          <Trash2 aria-hidden /> {deleteProject.isPending ? "Deleting..." : "Delete Project"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete Project?</AlertDialogTitle>
        <AlertDialogDescription>
          This action will permanently delete this project and all of its stages, files, and share information. This
          action cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => deleteProject.mutate()}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
