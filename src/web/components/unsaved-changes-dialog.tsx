import type { Blocker } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog";
import { Button } from "#web/components/ui/button";

/**
 * Asks before a blocked navigation discards a form's changes; staying is the
 * default. Leaving is a plain button, not the dialog's close action: closing would
 * reset the blocker in the same click and cancel the navigation just allowed.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === "blocked";
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === "blocked") blocker.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
        <AlertDialogDescription>
          You have changes that have not been saved. If you leave this page, they will be lost.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay on Page</AlertDialogCancel>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave Page
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
