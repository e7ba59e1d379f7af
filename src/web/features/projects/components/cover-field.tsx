import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { coverFileError } from "#web/features/projects/lib/cover-file";

/**
 * The optional cover image of the register and edit forms (PNG or JPG, at most
 * 10 MB). On edit the current cover shows above the picker; a new file replaces it.
 */
export function CoverField({
  error,
  onChange,
  current,
}: {
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  current?: { url: string; title: string } | null;
}) {
  return (
    <div className="space-y-3">
      {current && (
        <figure className="space-y-1">
          <img
            src={current.url}
            alt={`Current cover of ${current.title}`}
            width={320}
            height={80}
            className="h-20 w-auto max-w-full rounded-md border border-slate-200 object-cover"
          />
          <figcaption className="text-xs text-slate-600">Current cover</figcaption>
        </figure>
      )}
      <FormField
        id="project-cover"
        label="Cover Image (optional)"
        hint="JPG or PNG up to 10MB"
        error={error ?? undefined}
      >
        {(control) => (
          <Input
            type="file"
            accept="image/png,image/jpeg"
            className="h-auto file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm"
            {...control}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              onChange(file, file ? coverFileError(file) : null);
            }}
          />
        )}
      </FormField>
    </div>
  );
}
