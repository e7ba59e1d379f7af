import { PenLine } from "lucide-react";
import { useState } from "react";
import type { ProgressUpdateResult } from "#shared/schemas/progress";
import type { Stage } from "#shared/stages";
import { Button } from "#web/components/ui/button";
import { UpdateStatusDialog } from "./update-status-dialog";

/**
 * The day's main action on a project, for the top of its page: opens Update Status at the
 * project's stage. Anyone who can see a project may post progress on it.
 */
export function PostProgressButton({
  project,
  onChanged,
}: {
  project: { id: string; current_stage: Stage };
  onChanged?: (result: ProgressUpdateResult) => unknown;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PenLine aria-hidden /> Post Today's Progress
      </Button>
      <UpdateStatusDialog
        open={open}
        onOpenChange={setOpen}
        projectId={project.id}
        stage={project.current_stage}
        onUpdated={onChanged}
      />
    </>
  );
}
