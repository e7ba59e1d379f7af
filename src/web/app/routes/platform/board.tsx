import { useQueryClient } from "@tanstack/react-query";
import { PageHeader } from "#web/components/page-header";
import { PipelineBoard } from "#web/features/progress/components/pipeline-board";
import { invalidateProject } from "#web/features/projects/api/project-keys";

export function meta() {
  return [{ title: "Pipeline Board | Folio" }];
}

/** The pipeline board; a move is a progress update, so the moved project's pages refresh too. */
export default function BoardRoute() {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title="Pipeline Board"
        description="Every project you can see, by stage. Drag a card to another column, or use its Move menu, to record an update."
      />
      <PipelineBoard onUpdated={(result) => invalidateProject(queryClient, result.project.id)} />
    </>
  );
}
