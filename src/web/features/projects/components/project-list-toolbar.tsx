import { Search } from "lucide-react";
import { PROJECT_SEARCH_MAX, PROJECT_SORTS, type ProjectFilter, type ProjectSort } from "#shared/project-list";
import type { ProjectFacets } from "#shared/schemas/project";
import { Button } from "#web/components/ui/button";
import { Input, NativeSelect } from "#web/components/ui/input";

const FILTERS: { value: ProjectFilter; label: string }[] = [
  { value: "all", label: "All Projects" },
  { value: "mine", label: "My Projects" },
  { value: "others", label: "Staff Projects" },
];

/** Admin filter buttons: All Projects, My Projects, Staff Projects. */
export function ProjectFilterButtons({
  value,
  onChange,
}: {
  value: ProjectFilter;
  onChange: (filter: ProjectFilter) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Show projects</legend>
      {FILTERS.map((filter) => (
        <Button
          key={filter.value}
          size="sm"
          variant={value === filter.value ? "default" : "outline"}
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </Button>
      ))}
    </fieldset>
  );
}

const SORT_LABELS: Record<ProjectSort, string> = {
  updated: "Last updated",
  deadline: "Deadline",
  title: "Title (A–Z)",
};

/** Free-text search, the subject and level dropdowns, and the order. */
export function ProjectSearchBar({
  search,
  subject,
  level,
  sort,
  facets,
  onSearchChange,
  onSubjectChange,
  onLevelChange,
  onSortChange,
}: {
  search: string;
  subject: string;
  level: string;
  sort: ProjectSort;
  facets: ProjectFacets | undefined;
  onSearchChange: (value: string) => void;
  onSubjectChange: (value: string) => void;
  onLevelChange: (value: string) => void;
  onSortChange: (value: ProjectSort) => void;
}) {
  // A chosen value stays listed even if the facets have not loaded or no longer contain it.
  const subjects = withSelected(facets?.subjects ?? [], subject);
  const levels = withSelected(facets?.levels ?? [], level);
  return (
    // A phone puts Subject and Level side by side, so the filters leave room for the cards.
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-row sm:flex-wrap lg:flex-nowrap">
      <div className="relative col-span-2 flex-1 sm:min-w-64">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search projects"
          placeholder="Search projects..."
          className="pl-9"
          maxLength={PROJECT_SEARCH_MAX}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <NativeSelect
        aria-label="Subject"
        className="sm:w-48"
        value={subject}
        onChange={(event) => onSubjectChange(event.target.value)}
      >
        <option value="">All Subjects</option>
        {subjects.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Level"
        className="sm:w-48"
        value={level}
        onChange={(event) => onLevelChange(event.target.value)}
      >
        <option value="">All Levels</option>
        {levels.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Sort by"
        className="col-span-2 sm:w-48"
        value={sort}
        onChange={(event) => onSortChange(event.target.value as ProjectSort)}
      >
        {PROJECT_SORTS.map((value) => (
          <option key={value} value={value}>
            {`Sort: ${SORT_LABELS[value]}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Options match without regard to case, as the server's filter does. */
function withSelected(options: string[], selected: string): string[] {
  const listed = options.some((option) => option.toLowerCase() === selected.toLowerCase());
  return selected && !listed ? [selected, ...options] : options;
}
