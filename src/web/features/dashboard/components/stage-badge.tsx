import type { Stage } from "#shared/stages";
import { progressBarColor, STAGE_STYLES } from "#web/components/stage-style";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/cn";

export function StageBadge({ stage }: { stage: Stage }) {
  return <Badge className={STAGE_STYLES[stage].pill}>{stage}</Badge>;
}

/** A compact progress figure: the percentage as text, the bar as decoration. */
export function ProgressFigure({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-2 text-xs text-slate-700">
      <span aria-hidden className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
        <span className={cn("block h-full rounded-full", progressBarColor(value))} style={{ width: `${value}%` }} />
      </span>
      {value}%
    </span>
  );
}
