import { cn } from "#web/lib/cn";

/** The user's picture, or their initials on a coloured disc. */
export function Avatar({
  name,
  src,
  initials,
  className,
}: {
  name: string;
  src?: string | null;
  initials: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-semibold text-brand-900",
        className,
      )}
    >
      {src ? <img src={src} alt={name} width={32} height={32} className="size-full object-cover" /> : initials}
    </span>
  );
}
