import { Link } from "react-router";
import { Button } from "#web/components/ui/button";

/** Shown when the project cannot be loaded (missing, deleted, or not visible to this user). */
export function ProjectNotFound({ heading: Heading = "h1" }: { heading?: "h1" | "h2" }) {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center">
      <Heading className="text-2xl font-bold text-slate-900">Project Not Found</Heading>
      <p className="mt-2 text-slate-600">
        The requested project could not be loaded. It may have been deleted or you may not have permission to view it.
      </p>
      <Button asChild className="mt-6">
        <Link to="/platform/projects">Back to Projects</Link>
      </Button>
    </div>
  );
}
