import { FileText, ImageIcon, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FILE_SEARCH_MAX, formatFileSize, isImageType, needsAttention } from "#shared/files";
import type { FileCategory, StageFile } from "#shared/schemas/files";
import { DownloadButton } from "#web/components/download-button";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useRepositoryFiles } from "#web/features/files/api/get-repository-files";
import { useDebouncedValue } from "#web/features/files/lib/use-debounced-value";
import { shortDate } from "#web/lib/format";
import { useIsStillHere } from "#web/lib/use-is-still-here";
import { PHONE_QUERY, useMediaQuery } from "#web/lib/use-media-query";
import { FileCommentsDialog } from "./file-comments-dialog";

const TABS: Array<{ value: FileCategory; label: string }> = [
  { value: "all", label: "All Files" },
  { value: "illustrations", label: "Illustrations" },
];

/**
 * The Document Repository: every file the user may download, All Files or
 * Illustrations, searchable by file or project name. A table on wider screens; a
 * card per file on a phone (below 768px), with Download always in reach. The tab and the search
 * are kept in the address, so a reload, a shared link or Back finds the same list.
 */
export function DocumentRepository() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("category");
  const category: FileCategory = TABS.find((tab) => tab.value === asked)?.value ?? "all";
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const settledSearch = useDebouncedValue(search);
  const isStillHere = useIsStillHere();
  const setCategory = (next: FileCategory) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "all") updated.delete("category");
        else updated.set("category", next);
        return updated;
      },
      { replace: true },
    );
  // The search goes to the address once it has settled, as it goes to the server; not once the
  // user is on the way to another page, which that write would cancel.
  useEffect(() => {
    const q = settledSearch.trim();
    if ((params.get("q") ?? "") === q || !isStillHere()) return;
    const updated = new URLSearchParams(params);
    if (q) updated.set("q", q);
    else updated.delete("q");
    setParams(updated, { replace: true });
  }, [settledSearch, params, setParams, isStillHere]);
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <label htmlFor="file-search" className="sr-only">
          Search files
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="file-search"
            type="search"
            className="pl-9"
            placeholder="Search by file or project name..."
            maxLength={FILE_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
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
            {category === tab.value && <FileList category={tab.value} search={settledSearch} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function FileList({ category, search }: { category: FileCategory; search: string }) {
  const query = useRepositoryFiles(category, search);
  return (
    <QueryState
      query={query}
      what="the files"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <Card>
          <CardContent>
            <EmptyState
              icon={FileText}
              title="No Files Found"
              description={
                search.trim() ? `No files match “${search.trim()}”` : "No files are available in this category"
              }
              action={
                !search.trim() && (
                  <div className="flex flex-col items-center gap-3">
                    <p className="max-w-prose text-sm text-slate-600">
                      Files are uploaded on a project's Files tab, and show here to everyone who can see that project.
                    </p>
                    <Button asChild variant="outline">
                      <Link to="/platform/projects">Go to Projects</Link>
                    </Button>
                  </div>
                )
              }
            />
          </CardContent>
        </Card>
      }
    >
      {(data) => (
        <FileListBody
          files={data.pages.flatMap((page) => page.items)}
          more={
            query.hasNextPage && (
              <div className="flex justify-center p-4">
                <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              </div>
            )
          }
        />
      )}
    </QueryState>
  );
}

/** A card per file on a phone, a table on wider screens; `more` loads the next page. */
function FileListBody({ files, more }: { files: StageFile[]; more: React.ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <div>
        <ul className="space-y-3" aria-label="Files">
          {files.map((file) => (
            <FileCard key={file.id} file={file} />
          ))}
        </ul>
        {more}
      </div>
    );
  }
  return (
    <Card>
      <CardContent className="overflow-x-auto p-0">
        <table className="w-full text-left text-sm">
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
        {more}
      </CardContent>
    </Card>
  );
}

/**
 * The file's name, its version, and its project and stage: links to them where the viewer may open
 * the project, plain text for a file shared with them from a project they cannot.
 */
function FileIdentity({ file }: { file: StageFile }) {
  const Icon = isImageType(file.file_type) ? ImageIcon : FileText;
  const project = `/platform/projects/${file.project_id}`;
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{file.file_name}</p>
        <p className="text-xs text-slate-600">
          v{file.version} ·{" "}
          {file.project_visible ? (
            <>
              <Link to={project} className="text-brand-700 underline underline-offset-2">
                {file.project_title}
              </Link>{" "}
              ·{" "}
              <Link
                to={`${project}?tab=files`}
                className="text-brand-700 underline underline-offset-2"
                aria-label={`${file.stage_name} stage files of ${file.project_title}`}
              >
                {file.stage_name}
              </Link>
            </>
          ) : (
            `${file.project_title} · ${file.stage_name}`
          )}
        </p>
        {file.is_latest && needsAttention(file.uploaded_at) && (
          <Badge className="mt-1 whitespace-nowrap bg-amber-100 text-amber-900">Needs attention</Badge>
        )}
      </div>
    </div>
  );
}

/** Comment and Download: wrapping where room is short, on one line in a wide table. */
function FileActions({ file }: { file: StageFile }) {
  return (
    <div className="flex flex-wrap gap-2 xl:flex-nowrap">
      <FileCommentsDialog file={file} />
      <DownloadButton
        url={file.download_url}
        fileName={file.file_name}
        aria-label={`Download ${file.file_name} version ${file.version}`}
      />
    </div>
  );
}

function FileRow({ file }: { file: StageFile }) {
  return (
    <tr data-testid="repository-file" className="border-b border-slate-100 last:border-0">
      <td className="max-w-[22rem] px-4 py-3">
        <FileIdentity file={file} />
      </td>
      <td className="px-4 py-3 text-slate-700 xl:whitespace-nowrap">{file.uploaded_by_name ?? "Unknown User"}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{shortDate(file.uploaded_at)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatFileSize(file.size_bytes)}</td>
      <td className="px-4 py-3">
        <FileActions file={file} />
      </td>
    </tr>
  );
}

function FileCard({ file }: { file: StageFile }) {
  return (
    <li data-testid="repository-file" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <FileIdentity file={file} />
      <p className="text-xs text-slate-600">
        {file.uploaded_by_name ?? "Unknown User"} · {shortDate(file.uploaded_at)} · {formatFileSize(file.size_bytes)}
      </p>
      <FileActions file={file} />
    </li>
  );
}
