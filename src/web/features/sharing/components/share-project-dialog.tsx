import { Share2 } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { SHARE_MESSAGE_MAX } from "#shared/limits";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { FieldError, Label, NativeSelect, Textarea } from "#web/components/ui/input";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDirectory } from "#web/features/sharing/api/get-directory";
import { useShareProject } from "#web/features/sharing/api/share-project";
import { errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";
import { whenSettled } from "#web/lib/query-client";

/**
 * Share Project: pick one colleague (never yourself) and add an optional
 * message. Success shows the server's own message.
 */
export function ShareProjectDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState("");
  const [message, setMessage] = useState("");
  const [pickError, setPickError] = useState<string>();
  const me = useAuth();
  const directory = useDirectory({ enabled: open });
  const share = useShareProject(projectId);
  const id = useId();
  const users = (directory.data ?? []).filter((user) => user.id !== me.user.id);

  // Focus starts on the first field, the colleague picker. On a first opening the picker appears
  // only once the directory has loaded, after the dialog has placed its focus (which would land on
  // the message box), so the dialog holds the focus itself until the picker mounts and takes it,
  // unless the user has moved on meanwhile.
  const contentRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLSelectElement | null>(null);
  const pickerMounted = useCallback((picker: HTMLSelectElement | null) => {
    pickerRef.current = picker;
    if (picker && document.activeElement === contentRef.current) picker.focus();
  }, []);

  const reset = () => {
    setUserId("");
    setMessage("");
    setPickError(undefined);
  };

  // Set in the submit event itself, so the button is disabled before a second click can land.
  const [sending, setSending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!userId) {
      setPickError("Please select a user to share with");
      return;
    }
    setSending(true);
    const result = await whenSettled(
      share.mutateAsync(
        { userId, message: message.trim() || undefined },
        { onError: (error) => toast.error("Error sharing project", { description: errorMessage(error) }) },
      ),
    );
    setSending(false);
    if (!result) return;
    toast.success(result.message);
    setOpen(false);
    reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden /> Share Project
        </Button>
      </DialogTrigger>
      <DialogContent
        ref={contentRef}
        className="max-w-[425px]"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (pickerRef.current ?? contentRef.current)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Share Project</DialogTitle>
          <DialogDescription>Choose a colleague to share this project with.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-user`}>User</Label>
            <QueryState
              query={directory}
              what="your colleagues"
              errorTitle="Error loading users. Please try again."
              skeleton={<Skeleton className="h-10 w-full" />}
              isEmpty={() => users.length === 0}
              empty={<EmptyState className="py-2" title="No users available" />}
            >
              {() => (
                <NativeSelect
                  ref={pickerMounted}
                  id={`${id}-user`}
                  value={userId}
                  aria-invalid={!!pickError}
                  aria-describedby={pickError ? `${id}-user-error` : undefined}
                  onChange={(event) => {
                    setUserId(event.target.value);
                    setPickError(undefined);
                  }}
                >
                  <option value="">Select a user</option>
                  {users.map((user) => (
                    <option key={user.id} value={user.id}>
                      {user.full_name ? `${user.full_name} (${user.email})` : user.email}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </QueryState>
            <FieldError id={`${id}-user-error`} message={pickError} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-message`}>Message (optional)</Label>
            <Textarea
              id={`${id}-message`}
              rows={3}
              maxLength={SHARE_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? "Sharing..." : "Share"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
