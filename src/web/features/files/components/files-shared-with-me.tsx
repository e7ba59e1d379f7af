import { FileText } from "lucide-react";
import { isUrgentShare } from "#shared/files";
import { DownloadButton } from "#web/components/download-button";
import { EmptyState, QueryState } from "#web/components/query-state";
import { RoleBadge } from "#web/components/role-badge";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { useSharedWithMe } from "#web/features/files/api/get-shared-with-me";
import { cn } from "#web/lib/cn";
import { shortDate } from "#web/lib/format";

/**
 * The dashboard's 'Files Shared with Me': who uploaded each file and their role, the
 * share date, urgent when shared on or before now plus 3 days, and Download. With
 * `hideWhenEmpty` the section shows only once there is a file (or a failure to say).
 */
export function FilesSharedWithMe({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const files = useSharedWithMe();
  if (hideWhenEmpty && !files.error && (files.data?.length ?? 0) === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Files Shared with Me</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={files}
          what="the files shared with you"
          errorTitle="Error loading shared files"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No files have been shared with you" />}
        >
          {(list) => (
            <ul className="divide-y divide-slate-100">
              {list.map((file) => {
                const urgent = isUrgentShare(file.shared_at);
                return (
                  <li
                    key={file.id}
                    data-testid="shared-file"
                    className={cn(
                      "flex flex-wrap items-center justify-between gap-3 py-3",
                      urgent && "-mx-2 rounded-md border-l-4 border-red-500 bg-red-50 px-2",
                    )}
                  >
                    <div className="flex min-w-0 items-start gap-2">
                      <FileText className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">
                          {file.file_name} <span className="text-xs font-normal text-slate-600">v{file.version}</span>
                        </p>
                        {/* One fact a line, so a narrow screen never starts a line with a stray separator. */}
                        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                          <span>From {file.uploaded_by_name ?? "Unknown User"}</span>
                          <RoleBadge role={file.uploaded_by_role} />
                        </p>
                        <p className="mt-1 text-xs text-slate-600">{file.project_title}</p>
                        {(file.shared_at || urgent) && (
                          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                            {file.shared_at && <span>Shared {shortDate(file.shared_at)}</span>}
                            {urgent && <Badge className="bg-red-100 text-red-900">Urgent</Badge>}
                          </p>
                        )}
                      </div>
                    </div>
                    <DownloadButton
                      url={file.download_url}
                      fileName={file.file_name}
                      aria-label={`Download ${file.file_name}`}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
