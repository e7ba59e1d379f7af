import { FileText, Upload } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FILE_ACCEPT, FILE_UPLOAD_HINT } from "#shared/files";
import type { ProjectStage } from "#shared/schemas/project";
import { DownloadButton } from "#web/components/download-button";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "#web/components/ui/dialog";
import { Input, Label, NativeSelect } from "#web/components/ui/input";
import { useProjectFiles, useUploadStageFile } from "#web/features/projects/api/stage-files";
import { fileChoiceProblem } from "#web/features/projects/lib/file-choice";
import { errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";
import { longDate } from "#web/lib/format";
import { UploadProgress } from "./upload-progress";

/**
 * The stage an upload goes to unless the user picks another: the one the book is at (named as the
 * project's current stage), else the first the viewer is assigned to, else the first.
 */
export function defaultUploadStage(stages: ProjectStage[], currentStage: string, viewerId: string): string {
  const stage =
    stages.find((s) => s.stage_name === currentStage) ??
    stages.find((s) => s.assigned_user_id === viewerId) ??
    stages[0];
  return stage?.id ?? "";
}

/** The project's files (every version) with Download, and an upload to any saved stage. */
export function FilesTab({
  projectId,
  stages,
  currentStage,
  canUpload,
  canEdit,
}: {
  projectId: string;
  stages: ProjectStage[];
  /** The project's current stage: where an upload goes unless the user picks another. */
  currentStage: string;
  canUpload: boolean;
  /** Whether the viewer may add the stage a first upload needs. */
  canEdit: boolean;
}) {
  const files = useProjectFiles(projectId);
  const [uploading, setUploading] = useState(false);
  const uploadButton = canUpload && (
    <Button variant="outline" onClick={() => setUploading(true)}>
      <Upload aria-hidden /> Upload File
    </Button>
  );
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Project Files</CardTitle>
        {files.data && files.data.length > 0 && uploadButton}
      </CardHeader>
      <CardContent>
        <QueryState
          query={files}
          what="the files"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={FileText} title="No files uploaded" action={uploadButton} />}
        >
          {(list) => (
            // A list rather than a table, so a phone shows every file's details and Download
            // without sideways scrolling: the details wrap under the name on a narrow screen.
            <ul className="divide-y divide-slate-100" aria-label="Project files">
              {list.map((file) => (
                <li
                  key={file.id}
                  data-testid="project-file"
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
                >
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-medium text-slate-900">{file.file_name}</p>
                    <p className="text-sm text-slate-600">
                      {file.stage_name} · v{file.version} · {longDate(file.uploaded_at)}
                    </p>
                  </div>
                  <DownloadButton
                    url={file.download_url}
                    fileName={file.file_name}
                    aria-label={`Download ${file.file_name} version ${file.version}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
      {canUpload && (
        <UploadFileDialog
          projectId={projectId}
          stages={stages}
          currentStage={currentStage}
          canEdit={canEdit}
          open={uploading}
          onOpenChange={setUploading}
        />
      )}
    </Card>
  );
}

function UploadFileDialog({
  projectId,
  stages,
  currentStage,
  canEdit,
  open,
  onOpenChange,
}: {
  projectId: string;
  stages: ProjectStage[];
  currentStage: string;
  canEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useUploadStageFile(projectId);
  const [stageId, setStageId] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { user } = useAuth();
  const chosenStage = stageId || defaultUploadStage(stages, currentStage, user.id);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || !chosenStage) return;
    const problem = fileChoiceProblem(file);
    if (problem) {
      toast.error("Upload Failed", { description: problem });
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ stageId: chosenStage, file, onProgress: setProgress });
      toast.success("File uploaded");
      setFile(null);
      onOpenChange(false);
    } catch (error) {
      toast.error("Upload Failed", { description: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Upload File</DialogTitle>
        <DialogDescription>{FILE_UPLOAD_HINT}</DialogDescription>
        {stages.length === 0 ? (
          <>
            <p className="text-sm text-slate-700">
              Add and save a stage on the Edit Project page before uploading files.
            </p>
            {canEdit && (
              <DialogFooter>
                <Button asChild>
                  <Link to={`/platform/projects/${projectId}/edit`}>Add stages</Link>
                </Button>
              </DialogFooter>
            )}
          </>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="upload-stage">Stage</Label>
              <NativeSelect id="upload-stage" value={chosenStage} onChange={(e) => setStageId(e.target.value)}>
                {stages.map((stage) => (
                  <option key={stage.id} value={stage.id}>
                    {stage.stage_name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="upload-file">File</Label>
              <Input
                id="upload-file"
                type="file"
                accept={FILE_ACCEPT}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </div>
            {progress !== null && file && <UploadProgress label={`Uploading ${file.name}`} fraction={progress} />}
            <DialogFooter>
              <Button type="submit" disabled={!file || progress !== null}>
                {progress !== null ? "Uploading..." : "Upload"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
