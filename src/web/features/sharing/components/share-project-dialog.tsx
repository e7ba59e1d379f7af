import { Share2 } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { SHARE_MESSAGE_MAX } from "#shared/limits";
import { can } from "#shared/permissions";
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
import { FieldError, Input, Label, NativeSelect, Textarea } from "#web/components/ui/input";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDirectory } from "#web/features/sharing/api/get-directory";
import { useShareProject } from "#web/features/sharing/api/share-project";
import { ApiRequestError, errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";
import { whenSettled } from "#web/lib/query-client";

/**
 * Share Project: pick one colleague (never yourself) and add an optional message. Success shows
 * the server's own message. Someone who may share the project but not read the staff directory (a
 * creator without a role yet) names the colleague by email instead.
 */
export function ShareProjectDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [pickError, setPickError] = useState<string>();
  const me = useAuth();
  const byEmail = !can(me.role, "viewDirectory");
  const directory = useDirectory({ enabled: open && !byEmail });
  const share = useShareProject(projectId);
  const id = useId();
  const users = (directory.data ?? []).filter((user) => user.id !== me.user.id);

  // Focus starts on the first field, the colleague picker. On a first opening the picker appears
  // only once the directory has loaded, after the dialog has placed its focus (which would land on
  // the message box), so the dialog holds the focus itself until the picker mounts and takes it,
  // unless the user has moved on meanwhile.
  const contentRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLSelectElement | HTMLInputElement | null>(null);
  const pickerMounted = useCallback((picker: HTMLSelectElement | HTMLInputElement | null) => {
    pickerRef.current = picker;
    if (picker && document.activeElement === contentRef.current) picker.focus();
  }, []);

  const reset = () => {
    setUserId("");
    setEmail("");
    setMessage("");
    setPickError(undefined);
  };

  // Set in the submit event itself, so the button is disabled before a second click can land.
  const [sending, setSending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const recipient = byEmail
      ? emailRecipient(email)
      : userId
        ? { userId }
        : { error: "Please select a user to share with" };
    if ("error" in recipient) {
      setPickError(recipient.error);
      pickerRef.current?.focus();
      return;
    }
    setSending(true);
    const result = await whenSettled(
      share.mutateAsync(
        { ...recipient, message: message.trim() || undefined },
        {
          onError: (error) => {
            // An address no account has, or the viewer's own, is said at the field to correct.
            const atField = error instanceof ApiRequestError ? error.fields?.email?.[0] : undefined;
            if (atField) {
              setPickError(atField);
              pickerRef.current?.focus();
            } else toast.error("Error sharing project", { description: errorMessage(error) });
          },
        },
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
          <DialogDescription>
            {byEmail
              ? "Enter the email a colleague signs in with to share this project with them."
              : "Choose a colleague to share this project with."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {byEmail ? (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-email`}>Colleague's email</Label>
              <Input
                ref={pickerMounted}
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                maxLength={254}
                value={email}
                aria-invalid={!!pickError}
                aria-describedby={pickError ? `${id}-user-error` : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setPickError(undefined);
                }}
              />
              <FieldError id={`${id}-user-error`} message={pickError} />
            </div>
          ) : (
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
          )}
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

/**
 * The typed address as the share's recipient. Only an empty box is refused here; the server checks
 * the address, and what it says is shown at the field.
 */
function emailRecipient(typed: string): { email: string } | { error: string } {
  return typed.trim() ? { email: typed.trim() } : { error: "Please enter the email of a colleague" };
}
