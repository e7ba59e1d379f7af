import { Search } from "lucide-react";
import type { ProjectFacets, ProjectFilter } from "#shared/schemas/project";
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

/** Free-text search and the subject and level dropdowns. */
export function ProjectSearchBar({
  search,
  subject,
  level,
  facets,
  onSearchChange,
  onSubjectChange,
  onLevelChange,
}: {
  search: string;
  subject: string;
  level: string;
  facets: ProjectFacets | undefined;
  onSearchChange: (value: string) => void;
  onSubjectChange: (value: string) => void;
  onLevelChange: (value: string) => void;
}) {
  // A chosen value stays listed even if the facets have not loaded or no longer contain it.
  const subjects = withSelected(facets?.subjects ?? [], subject);
  const levels = withSelected(facets?.levels ?? [], level);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search projects"
          placeholder="Search projects..."
          className="pl-9"
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
    </div>
  );
}

function withSelected(options: string[], selected: string): string[] {
  return selected && !options.includes(selected) ? [selected, ...options] : options;
}
