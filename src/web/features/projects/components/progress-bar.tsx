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
