import { FileText, ImageIcon } from "lucide-react";
import { useState } from "react";
import { formatFileSize, isImageType, needsAttention } from "#shared/files";
import type { FileCategory, StageFile } from "#shared/schemas/files";
import { DownloadButton } from "#web/components/download-button";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { LoadingState } from "#web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useRepositoryFiles } from "#web/features/files/api/get-repository-files";
import { shortDate } from "#web/lib/format";
import { FileCommentsDialog } from "./file-comments-dialog";

const TABS: Array<{ value: FileCategory; label: string }> = [
  { value: "all", label: "All Files" },
  { value: "illustrations", label: "Illustrations" },
];

/** The Document Repository: every file the user may download, All Files or Illustrations. */
export function DocumentRepository() {
  const [category, setCategory] = useState<FileCategory>("all");
  return (
    <Tabs value={category} onValueChange={(value) => setCategory(value as FileCategory)}>
      <TabsList aria-label="File categories">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {category === tab.value && <FileTable category={tab.value} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function FileTable({ category }: { category: FileCategory }) {
  const query = useRepositoryFiles(category);
  const files = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingState label="Loading files…" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The files could not be loaded. Please try again.
      </p>
    );
  }
  if (files.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <FileText className="size-10 text-slate-400" aria-hidden />
          <p className="font-medium text-slate-900">No Files Found</p>
          <p className="text-sm text-slate-600">No files are available in this category</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="overflow-x-auto p-0">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <th className="px-4 py-2 font-medium">File</th>
              <th className="px-4 py-2 font-medium">From</th>
              <th className="px-4 py-2 font-medium">Date</th>
              <th className="px-4 py-2 font-medium">Size</th>
              <th className="px-4 py-2 font-medium">Actions</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <FileRow key={file.id} file={file} />
            ))}
          </tbody>
        </table>
        {query.hasNextPage && (
          <div className="flex justify-center p-4">
            <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function FileRow({ file }: { file: StageFile }) {
  const Icon = isImageType(file.file_type) ? ImageIcon : FileText;
  return (
    <tr data-testid="repository-file" className="border-b border-slate-100 last:border-0">
      <td className="px-4 py-3">
        <div className="flex items-start gap-2">
          <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <div className="min-w-0">
            <p className="max-w-[18rem] font-medium break-words text-slate-900">{file.file_name}</p>
            <p className="text-xs text-slate-600">
              v{file.version} · {file.project_title} · {file.stage_name}
            </p>
            {needsAttention(file.uploaded_at) && (
              <Badge className="mt-1 bg-amber-100 text-amber-900">Needs attention</Badge>
            )}
          </div>
        </div>
      </td>
      <td className="px-4 py-3 text-slate-700">{file.uploaded_by_name ?? "Unknown User"}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{shortDate(file.uploaded_at)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatFileSize(file.size_bytes)}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <FileCommentsDialog file={file} />
          <DownloadButton
            url={file.download_url}
            fileName={file.file_name}
            aria-label={`Download ${file.file_name} version ${file.version}`}
          />
        </div>
      </td>
    </tr>
  );
}
