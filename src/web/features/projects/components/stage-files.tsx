import { Share2 } from "lucide-react";
import { useId, useState } from "react";
import { FILE_ACCEPT, FILE_UPLOAD_HINT } from "#shared/files";
import type { StageFile } from "#shared/schemas/files";
import { DownloadButton } from "#web/components/download-button";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Input, Label, NativeSelect } from "#web/components/ui/input";
import type { PickableUser } from "#web/features/projects/lib/pickable-users";
import { useAuth } from "#web/lib/auth/auth-provider";
import { shortDate } from "#web/lib/format";
import { UploadProgress } from "./upload-progress";

/**
 * A stage's files in the edit form: upload (with progress), every version with
 * Download, and sharing with one user. On an unsaved stage the chosen file and
 * share are held until the stage is saved.
 */
export function StageFiles({
  stageLabel,
  saved,
  files,
  users,
  progress,
  pendingFile,
  pendingShareWith,
  onChooseFile,
  onShare,
}: {
  stageLabel: string;
  saved: boolean;
  files: StageFile[];
  users: PickableUser[];
  progress: { name: string; fraction: number } | null;
  pendingFile: File | null;
  pendingShareWith: string | null;
  onChooseFile: (file: File) => void;
  /** fileId is null for the held file of an unsaved stage. */
  onShare: (fileId: string | null, userId: string) => void;
}) {
  const id = useId();
  const { user: me } = useAuth();
  // A file is shared with someone else; the picker leaves the signed-in user out.
  const shareable = users.filter((user) => user.id !== me.id);
  const [shareWith, setShareWith] = useState("");
  const names = [...new Set(files.map((file) => file.file_name))];
  // What can be shared: each file's newest version (the list gives a name's versions newest first).
  // The one uploaded last is offered first; another is one choice away.
  const newestOfEach = names.flatMap((name) => files.find((file) => file.file_name === name) ?? []);
  const lastUploaded = newestOfEach.reduce<StageFile | null>(
    (last, file) => (!last || file.uploaded_at > last.uploaded_at ? file : last),
    null,
  );
  const [chosenFileId, setChosenFileId] = useState("");
  const toShare = newestOfEach.find((file) => file.id === chosenFileId) ?? lastUploaded;
  const nameOf = (userId: string | null) => users.find((u) => u.id === userId)?.label ?? null;

  return (
    <section
      aria-label={`Files of ${stageLabel}`}
      className="space-y-3 rounded-md border border-dashed border-slate-300 p-3"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`}>
          {saved ? "Upload file" : "Choose a file to upload when the stage is saved"}
        </Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept={FILE_ACCEPT}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onChooseFile(file);
          }}
        />
        <p className="text-xs text-slate-600">{FILE_UPLOAD_HINT}</p>
      </div>
      {progress && <UploadProgress label={`Uploading ${progress.name}`} fraction={progress.fraction} />}
      {!saved && pendingFile && (
        <p className="text-sm text-slate-700">
          {pendingFile.name} will be uploaded when you save the stage
          {pendingShareWith && nameOf(pendingShareWith) ? `, shared with ${nameOf(pendingShareWith)}` : ""}.
        </p>
      )}
      {names.length > 0 && (
        <ul className="space-y-2" aria-label={`Files of ${stageLabel}`}>
          {names.map((name) => (
            <li key={name} data-testid="stage-file" className="space-y-1">
              <p className="text-sm font-medium text-slate-900">{name}</p>
              {/* One line per version (version, date, download) and, below it, who it is shared
                  with: a row that wrapped on a phone split "date ·" from the name. */}
              <ul className="space-y-1">
                {files
                  .filter((file) => file.file_name === name)
                  .map((file) => (
                    <li key={file.id} data-testid="stage-file-version" className="text-xs text-slate-700">
                      <div className="flex items-center gap-1">
                        <Badge className="bg-slate-100 text-slate-800">v{file.version}</Badge>
                        <span className="whitespace-nowrap">{shortDate(file.uploaded_at)}</span>
                        <DownloadButton
                          url={file.download_url}
                          fileName={file.file_name}
                          variant="ghost"
                          iconOnly
                          aria-label={`Download ${name} version ${file.version}`}
                        />
                      </div>
                      {file.shared_with_name && <p>Shared with {file.shared_with_name}</p>}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {(toShare || !saved) && shareable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          {newestOfEach.length > 1 && toShare && (
            <div className="min-w-48 flex-1 space-y-1.5">
              <Label htmlFor={`${id}-share-file`}>File to share</Label>
              <NativeSelect
                id={`${id}-share-file`}
                value={toShare.id}
                onChange={(event) => setChosenFileId(event.target.value)}
              >
                {newestOfEach.map((file) => (
                  <option key={file.id} value={file.id}>
                    {file.file_name} (v{file.version})
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {/* At least 12rem wide: on a phone the Share button moves below rather than squeezing the label. */}
          <div className="min-w-48 flex-1 space-y-1.5">
            <Label htmlFor={`${id}-share`}>
              {toShare ? `Share ${toShare.file_name} (v${toShare.version}) with` : "Share the file with"}
            </Label>
            <NativeSelect id={`${id}-share`} value={shareWith} onChange={(event) => setShareWith(event.target.value)}>
              <option value="">Choose a user</option>
              {shareable.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={!shareWith}
            onClick={() => onShare(saved ? (toShare?.id ?? null) : null, shareWith)}
          >
            <Share2 aria-hidden /> Share
          </Button>
        </div>
      )}
    </section>
  );
}
