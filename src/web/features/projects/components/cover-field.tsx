import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { coverFileError } from "#web/features/projects/lib/cover-file";

/** The optional cover image of the register form (PNG or JPG, at most 10 MB). */
export function CoverField({
  error,
  onChange,
}: {
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
}) {
  return (
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
  );
}
