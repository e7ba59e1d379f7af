import { Controller, type FieldError, type UseFormReturn } from "react-hook-form";
import type { CreateProjectInput } from "#shared/schemas/project";
import { FormField } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { useProjectFacets } from "#web/features/projects/api/get-project-facets";
import { ObjectivesField } from "./objectives-field";

/** The fields both project forms share; register adds the team, edit adds the stages. */
export type ProjectFieldValues = Omit<CreateProjectInput, "assignments">;

type FieldName = "title" | "author" | "genre" | "summary" | "subject" | "level" | "deadline";

/** An empty date box means no deadline, which the schema expects as null. */
const emptyToNull = (value: string) => value || null;

const FIELD_LABELS: Record<FieldName, string> = {
  title: "Title",
  summary: "Summary",
  subject: "Subject",
  level: "Level",
  author: "Author",
  genre: "Genre",
  deadline: "Deadline",
};

/**
 * The objectives' message: the list's own ("add at least one"), or else the first refused
 * objective's, by its place in the list. An objective saved before a rule was tightened can fail
 * the form on the edit page, and the form must say which one rather than refuse without a word.
 */
function objectivesMessage(error: FieldError | undefined): string | undefined {
  if (!error || error.message) return error?.message;
  const items: ReadonlyArray<FieldError | undefined> = Array.isArray(error) ? error : [];
  const index = items.findIndex((item) => item?.message);
  return index === -1 ? undefined : `Objective ${index + 1}: ${items[index]?.message}`;
}

/** Free-text fields that suggest the values other projects already use. */
type FacetName = "subject" | "level" | "genre";
const FACET_OPTIONS = { subject: "subjects", level: "levels", genre: "genres" } as const;
const isFacet = (name: FieldName): name is FacetName => name in FACET_OPTIONS;

/** The given fields in this order, labelled as both forms label them unless `labels` says otherwise. */
export function projectFieldList(names: readonly FieldName[], labels: Partial<Record<FieldName, string>> = {}) {
  return names.map((name) => ({ name, label: labels[name] ?? FIELD_LABELS[name] }));
}

/**
 * Renders the text fields in the given order with the given labels, then the
 * objectives list. Register and edit order and name them differently.
 */
export function ProjectFields({
  form,
  fields,
}: {
  form: UseFormReturn<ProjectFieldValues>;
  fields: ReadonlyArray<{ name: FieldName; label: string }>;
}) {
  const { errors } = form.formState;
  const facets = useProjectFacets();
  /**
   * A value typed in another case than an existing one takes the existing spelling, so one
   * subject never becomes two ('literature' and 'Literature').
   */
  const adoptExistingSpelling = (name: FacetName, value: string) => {
    const match = facets.data?.[FACET_OPTIONS[name]].find(
      (option) => option.toLowerCase() === value.trim().toLowerCase(),
    );
    if (match && match !== value) form.setValue(name, match, { shouldDirty: true });
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {fields.map(({ name, label }) => (
        <FormField
          key={name}
          id={`project-${name}`}
          label={label}
          error={errors[name]?.message}
          hint={name === "deadline" ? "Optional" : undefined}
          required={name !== "deadline"}
          className={name === "summary" ? "space-y-1.5 md:col-span-2" : "space-y-1.5"}
        >
          {(control) =>
            name === "summary" ? (
              <Textarea rows={4} {...control} {...form.register(name)} />
            ) : name === "deadline" ? (
              <Input type="date" {...control} {...form.register(name, { setValueAs: emptyToNull })} />
            ) : isFacet(name) ? (
              <>
                <Input
                  autoComplete="off"
                  list={`project-${name}-options`}
                  {...control}
                  {...form.register(name, { onBlur: (event) => adoptExistingSpelling(name, event.target.value) })}
                />
                <datalist id={`project-${name}-options`}>
                  {facets.data?.[FACET_OPTIONS[name]].map((option) => (
                    <option key={option} value={option} />
                  ))}
                </datalist>
              </>
            ) : (
              <Input autoComplete="off" {...control} {...form.register(name)} />
            )
          }
        </FormField>
      ))}
      <div className="md:col-span-2">
        <Controller
          control={form.control}
          name="objectives"
          render={({ field, fieldState }) => (
            <ObjectivesField
              value={field.value}
              onChange={field.onChange}
              error={objectivesMessage(fieldState.error)}
            />
          )}
        />
      </div>
    </div>
  );
}
