import type { LucideIcon } from "lucide-react";
import { Card } from "#web/components/ui/card";

/** One figure with its label; the figure reads as part of the label for screen readers. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  hint: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-sm font-medium text-slate-700">{label}</h3>
          <p className="mt-1 text-3xl font-bold text-slate-900" data-testid={`stat-${label}`}>
            {value ?? "–"}
          </p>
          <p className="mt-1 text-xs text-slate-600">{hint}</p>
        </div>
        <Icon aria-hidden className="size-8 shrink-0 text-brand-700" />
      </div>
    </Card>
  );
}
