import { FolderOpen, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { can } from "#shared/permissions";
import { NoProjectsYet } from "#web/components/no-projects-yet";
import { PageHeader } from "#web/components/page-header";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { useProjectFacets } from "#web/features/projects/api/get-project-facets";
import { useProjects } from "#web/features/projects/api/get-projects";
import {
  isNarrowed,
  listTitle,
  type ProjectListParams,
  readListParams,
  writeListParams,
} from "#web/features/projects/lib/list-params";
import { useDebouncedCallback } from "#web/features/projects/lib/use-debounced-callback";
import { useAuth } from "#web/lib/auth/auth-provider";
import { useIsStillHere } from "#web/lib/use-is-still-here";
import { ProjectCard } from "./project-card";
import { ProjectFilterButtons, ProjectSearchBar } from "./project-list-toolbar";

/** Cards in the list's first row at its widest (three columns). */
const FIRST_ROW = 3;

const CLEARED: Omit<ProjectListParams, "sort"> = { filter: "all", q: "", subject: "", level: "" };

const LIST_ERROR_TOAST = "project-list-load-error";

/** Project list: title per role and filter, search, dropdowns, cards and keyset 'Load more'. */
export function ProjectListView() {
  const { role } = useAuth();
  const isAdmin = can(role, "filterAllProjects");
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const [search, setSearch] = useState(params.q);
  const facets = useProjectFacets();
  const projects = useProjects(params, isAdmin);

  // From the params of the latest render (the debounced search runs the newest setParams), so a
  // filter chosen while typing is kept.
  const setParams = (next: Partial<ProjectListParams>) =>
    setSearchParams((current) => writeListParams({ ...readListParams(current), ...next }), { replace: true });
  // The typed search reaches the URL (and the server) once typing pauses; not once the user is on
  // the way to another page (a project opened meanwhile), which that write would cancel.
  const isStillHere = useIsStillHere();
  const commitSearch = useDebouncedCallback((q: string) => {
    if (isStillHere()) setParams({ q });
  });

  // One toast for the failure, however often it recurs: the effect runs again each time the query
  // turns to error (Try again passes through loading; the list may be drawn anew), and the id makes
  // Sonner replace the toast instead of stacking a copy.
  useEffect(() => {
    if (projects.isError) {
      toast.error("Error fetching projects", {
        id: LIST_ERROR_TOAST,
        description: "There was a problem loading the projects. Please try again.",
      });
    }
  }, [projects.isError]);

  const clearFilters = () => {
    setSearch("");
    // No search write may follow the clear: it would carry the filters of the render it ran in,
    // which on a slow device can be the one before the clear.
    commitSearch.cancel();
    // The order is not a filter: it stays.
    setSearchParams(writeListParams({ ...CLEARED, sort: params.sort }), { replace: true });
  };

  return (
    <>
      <PageHeader
        title={listTitle(isAdmin, params.filter)}
        actions={
          <Button asChild>
            <Link to="/platform/projects/new">
              <Plus aria-hidden /> New Project
            </Link>
          </Button>
        }
      />
      <div className="mb-6 space-y-4">
        {(params.stage || params.assigned) && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="assignment-filter">
            Showing {params.stage ? `projects in ${params.stage}` : "projects"}
            {params.assigned ? " assigned to you" : ""}.
            <Button variant="link" size="sm" onClick={() => setParams({ stage: undefined, assigned: undefined })}>
              Show all
            </Button>
          </p>
        )}
        {isAdmin && <ProjectFilterButtons value={params.filter} onChange={(filter) => setParams({ filter })} />}
        <ProjectSearchBar
          search={search}
          subject={params.subject}
          level={params.level}
          sort={params.sort}
          facets={facets.data}
          onSearchChange={(value) => {
            setSearch(value);
            commitSearch(value);
          }}
          onSubjectChange={(subject) => setParams({ subject })}
          onLevelChange={(level) => setParams({ level })}
          onSortChange={(sort) => setParams({ sort })}
        />
      </div>
      <QueryState
        query={projects}
        what="the projects"
        errorTitle="There was a problem loading the projects. Please try again."
        skeleton={<CardGridSkeleton />}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          // With nothing narrowing the list, there is nothing to clear: the viewer has no project yet.
          isNarrowed(params, isAdmin) ? (
            <EmptyState
              className="rounded-lg border border-dashed border-slate-300 bg-white p-10"
              icon={FolderOpen}
              title="No projects found"
              action={
                <Button variant="outline" onClick={clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <NoProjectsYet title="No projects found" />
          )
        }
      >
        {(data) => (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.pages
              .flatMap((page) => page.items)
              .map((project, index) => (
                // The first row's covers are what the eye lands on: fetched first, not lazily.
                <ProjectCard key={project.id} project={project} coverFirst={index < FIRST_ROW} />
              ))}
          </div>
        )}
      </QueryState>
      {projects.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => projects.fetchNextPage()} disabled={projects.isFetchingNextPage}>
            {projects.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  );
}

/** Three cards' shapes, so the grid does not jump when the projects arrive. */
function CardGridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {["a", "b", "c"].map((key) => (
        <div key={key} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <Skeleton className="h-9 rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-2 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
