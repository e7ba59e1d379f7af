import { PenLine } from "lucide-react";
import { useState } from "react";
import type { ProgressUpdateResult } from "#shared/schemas/progress";
import type { Stage } from "#shared/stages";
import { Button } from "#web/components/ui/button";
import { UpdateStatusDialog } from "./update-status-dialog";

/**
 * Posting progress on a project: a button that opens Update Status at the project's
 * stage. Anyone who can see a project may post progress on it. The top of the page
 * names it as the day's action; the progress card names it after its dialog.
 */
export function PostProgressButton({
  project,
  onChanged,
  label = "Post Today's Progress",
}: {
  project: { id: string; current_stage: Stage };
  onChanged?: (result: ProgressUpdateResult) => unknown;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PenLine aria-hidden /> {label}
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
