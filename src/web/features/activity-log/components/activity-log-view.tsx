import { Download } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ActivitySentence } from "#web/components/activity-sentence";
import { DownloadButton } from "#web/components/download-button";
import { PageHeader } from "#web/components/page-header";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input, NativeSelect } from "#web/components/ui/input";
import {
  activityExportUrl,
  useActivityLog,
  usePeople,
  useProjectChoices,
} from "#web/features/activity-log/api/activity-log";
import {
  type ActivityFilters,
  readActivityFilters,
  writeActivityFilters,
} from "#web/features/activity-log/lib/filters";
import { clockTime, historyDate } from "#web/lib/format";
import { PHONE_QUERY, useMediaQuery } from "#web/lib/use-media-query";

/** The date in the viewer's locale and the 24-hour time. */
const when = (iso: string) => `${historyDate(iso)} ${clockTime(iso)}`;

/** The Admin's activity log across all projects: who, what, when and which project. */
export function ActivityLogView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readActivityFilters(searchParams);
  const phone = useMediaQuery(PHONE_QUERY);
  // ISO days compare as text. A range that ends before it starts is not asked for: the page says why.
  const rangeInverted = !!filters.from && !!filters.to && filters.to < filters.from;
  const log = useActivityLog(filters, { enabled: !rangeInverted });
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  // The project field shows what the user typed. Until they type, a URL that names a project by id
  // (a reload, a shared link) shows the title its entries carry, once they have loaded.
  const [typedProject, setProjectText] = useState<string | null>(null);
  const projectText =
    typedProject ??
    ((filters.project && items.find((entry) => entry.project_id === filters.project)?.project_title) || "");
  const people = usePeople();
  const projects = useProjectChoices(projectText);
  const setFilters = (next: Partial<ActivityFilters>) =>
    setSearchParams((current) => writeActivityFilters({ ...readActivityFilters(current), ...next }), {
      replace: true,
    });
  const projectOptions = projects.data?.items ?? [];
  const filtered = Object.values(filters).some(Boolean);
  const activeCount = Object.values(filters).filter(Boolean).length;
  const clearFilters = () => {
    setProjectText("");
    setSearchParams(new URLSearchParams(), { replace: true });
  };
  /** One field both searches projects and picks one: a typed title that names a project filters by it. */
  const chooseProject = (text: string) => {
    setProjectText(text);
    const match = projectOptions.find((p) => p.title === text);
    if (match) setFilters({ project: match.id });
    else if (!text.trim() || filters.project) setFilters({ project: "" });
  };

  return (
    <>
      <PageHeader
        title="Activity"
        description="Who did what, when, on which project, across all projects"
        actions={
          rangeInverted ? (
            <Button variant="outline" disabled>
              <Download aria-hidden /> Export CSV
            </Button>
          ) : (
            // Fetched, not a plain download link, so the outcome is told (a toast) and focus stays put.
            <DownloadButton
              size="default"
              url={activityExportUrl(filters)}
              fileName={`activity-log-${new Date().toISOString().slice(0, 10)}.csv`}
              label="Export CSV"
            />
          )
        }
      />
      <FilterPanel phone={phone} active={activeCount}>
        <form
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
          onSubmit={(e) => e.preventDefault()}
          aria-label="Filter activity"
        >
          <FormField id="activity-person" label="Person">
            {(control) => (
              <NativeSelect {...control} value={filters.actor} onChange={(e) => setFilters({ actor: e.target.value })}>
                <option value="">Everyone</option>
                {people.data?.users.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.full_name || person.email}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="activity-project" label="Project" hint="Type to search, then pick a project">
            {(control) => (
              <>
                <Input
                  {...control}
                  type="search"
                  list="activity-project-options"
                  placeholder="All projects"
                  autoComplete="off"
                  maxLength={200}
                  value={projectText}
                  onChange={(e) => chooseProject(e.target.value)}
                />
                <datalist id="activity-project-options">
                  {projectOptions.map((p) => (
                    <option key={p.id} value={p.title} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField id="activity-from" label="From">
            {(control) => (
              <Input
                {...control}
                type="date"
                max={filters.to || undefined}
                value={filters.from}
                onChange={(e) => setFilters({ from: e.target.value })}
              />
            )}
          </FormField>
          <FormField id="activity-to" label="To" error={rangeInverted ? "To must be on or after From" : undefined}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={filters.from || undefined}
                value={filters.to}
                onChange={(e) => setFilters({ to: e.target.value })}
              />
            )}
          </FormField>
          {filtered && (
            <div className="sm:col-span-2 xl:col-span-4">
              <ClearFiltersButton onClear={clearFilters} variant="link" />
            </div>
          )}
        </form>
      </FilterPanel>

      {rangeInverted ? (
        <EmptyState
          className="rounded-lg border border-dashed border-slate-300 bg-white p-10"
          title="No activity found"
          description="The range ends before it starts: choose a To date on or after the From date."
          action={<ClearFiltersButton onClear={clearFilters} />}
        />
      ) : (
        <QueryState
          query={log}
          what="the activity log"
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={
            <EmptyState
              className="rounded-lg border border-dashed border-slate-300 bg-white p-10"
              title="No activity found"
              description={
                filtered
                  ? "Nothing matches these filters."
                  : "What people do in Folio (projects registered and updated, files uploaded, members invited) is listed here as it happens."
              }
              action={filtered && <ClearFiltersButton onClear={clearFilters} />}
            />
          }
        >
          {() => (
            <ol
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
              aria-label="Activity log"
            >
              {items.map((entry) => (
                <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <time dateTime={entry.created_at} className="text-sm text-slate-600">
                    {when(entry.created_at)}
                  </time>
                  <div className="min-w-0">
                    <ActivitySentence event={entry} className="text-sm text-slate-900" />
                    <p className="text-xs text-slate-600">
                      {entry.project_id && entry.project_title ? (
                        <Link
                          to={`/platform/projects/${entry.project_id}`}
                          className="text-brand-700 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
                        >
                          {entry.project_title}
                        </Link>
                      ) : (
                        "No project"
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      )}
      {log.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  );
}

function ClearFiltersButton({ onClear, variant = "outline" }: { onClear: () => void; variant?: "outline" | "link" }) {
  return (
    <Button variant={variant} size="sm" onClick={onClear}>
      Clear filters
    </Button>
  );
}

/**
 * The filters: a panel on wider screens; on a phone, folded behind one "Filters"
 * control that says how many are set, so the entries come first.
 */
function FilterPanel({ phone, active, children }: { phone: boolean; active: number; children: React.ReactNode }) {
  const box = "mb-6 rounded-lg border border-slate-200 bg-white";
  if (!phone) return <div className={`${box} p-4`}>{children}</div>;
  return (
    <details className={box}>
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium text-slate-900">
        {active > 0 ? `Filters (${active} set)` : "Filters"}
      </summary>
      <div className="border-t border-slate-200 p-4">{children}</div>
    </details>
  );
}
