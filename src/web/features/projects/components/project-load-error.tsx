import { ErrorState } from "#web/components/error-state";
import { ApiRequestError, errorMessage } from "#web/lib/api-client";
import { ProjectNotFound } from "./project-not-found";

/** True when the server says the project does not exist or is not visible to this user. */
export function isProjectMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * 'Project Not Found' only when the server answered 404; any other failure (a 500,
 * the network) says so with its message and offers to try again.
 */
export function ProjectLoadError({
  error,
  onRetry,
  retrying,
  back,
  heading,
}: {
  heading: "h1" | "h2";
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  back: { to: string; label: string };
}) {
  if (isProjectMissing(error)) return <ProjectNotFound heading={heading} />;
  return (
    <ErrorState
      title="Error loading project"
      message={errorMessage(error, "An unknown error occurred")}
      onRetry={onRetry}
      retrying={retrying}
      back={back}
      heading={heading}
    />
  );
}
