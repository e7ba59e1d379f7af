import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { RequiredMark } from "#web/components/ui/form-field";
import { FieldError, Input, Label } from "#web/components/ui/input";
import { addObjective, removeObjective } from "#web/features/projects/lib/objectives";
import { schemas, useLazyModule } from "#web/lib/lazy-schemas";

/**
 * Objectives as an add/remove list. Enter in the box adds, as the Add button does. An objective
 * is checked as it is added: one the server would refuse stays in the box with the reason under
 * it, rather than joining the list and holding the whole form back later without a word.
 */
export function ObjectivesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (objectives: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string>();
  // Loaded as the field appears. An objective added before they arrive is checked with the form,
  // which names it (project-fields.tsx), so Add never waits on the network.
  const rules = useLazyModule(schemas);
  const add = () => {
    const checked = rules?.objectiveSchema.safeParse(draft);
    if (draft.trim() && checked?.success === false) {
      setDraftError(checked.error.issues[0]?.message);
      return;
    }
    onChange(addObjective(value, draft));
    setDraft("");
  };
  const shownError = draftError ?? error;
  return (
    <fieldset className="space-y-2" aria-describedby={shownError ? "objectives-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Objectives
        <RequiredMark />
      </legend>
      {value.length > 0 && (
        <ul className="space-y-2" aria-label="Objectives">
          {value.map((objective, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: objectives may repeat, so their position is part of the key.
              key={`${index}-${objective}`}
              className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1">{objective}</span>
              <Button
                variant="ghost"
                size="sm"
                className="h-6 px-1"
                aria-label={`Remove objective ${index + 1}`}
                onClick={() => onChange(removeObjective(value, index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Label htmlFor="new-objective" className="sr-only">
          New objective
        </Label>
        <Input
          id="new-objective"
          placeholder="Add an objective"
          value={draft}
          aria-invalid={!!shownError}
          // The field marked invalid says why, as the group does: a screen reader reads the message
          // on reaching the box, not only on entering the group.
          aria-describedby={shownError ? "objectives-error" : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      <FieldError id="objectives-error" message={shownError} />
    </fieldset>
  );
}
