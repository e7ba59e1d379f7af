import { FieldError, Label } from "#web/components/ui/input";

/**
 * A labelled control with its hint and validation message. The child receives the
 * ids it must reference, so the label, hint and error stay wired to it.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: string;
  /** Marks the label with an asterisk and tells assistive technology the field is required. */
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    "aria-required"?: boolean;
  }) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className ?? "space-y-1.5"}>
      {/* The mark sits beside the label, so the field's accessible name stays the label alone. */}
      <div className="flex items-baseline">
        <Label htmlFor={id}>{label}</Label>
        {required && <RequiredMark />}
      </div>
      {children({
        id,
        "aria-invalid": !!error,
        "aria-describedby": describedBy || undefined,
        ...(required ? { "aria-required": true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The asterisk after a required field's label; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** The note that explains the asterisk, once per form. */
export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600">
      Fields marked <RequiredMark /> are required.
    </p>
  );
}
