import type { Stage } from "#shared/stages";
import { STAGE_STYLES } from "#web/components/stage-style";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/cn";

/** Each production stage in its fixed colour. */
export function StagePill({ stage, className }: { stage: Stage; className?: string }) {
  return <Badge className={cn(STAGE_STYLES[stage].pill, className)}>{stage}</Badge>;
}
