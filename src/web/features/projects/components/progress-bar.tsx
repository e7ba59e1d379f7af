import { progressBarColor } from "#web/components/stage-style";
import { cn } from "#web/lib/cn";

/** Progress with its threshold colour; announced as a progress bar. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={clamped}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        data-testid="progress-fill"
        className={cn("h-full rounded-full", progressBarColor(clamped))}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

/**
 * The percentage beside a progress bar: one text node that never wraps and never shrinks, so the
 * bar gives way on a narrow screen and "14%" stays whole rather than breaking before its "%".
 */
export function ProgressPercent({ value, className }: { value: number; className?: string }) {
  return <span className={cn("shrink-0 font-medium whitespace-nowrap tabular-nums", className)}>{`${value}%`}</span>;
}
