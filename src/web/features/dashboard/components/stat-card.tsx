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
    <Card className="@container p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-slate-700">{label}</h3>
          <p className="mt-1 text-3xl font-bold text-slate-900" data-testid={`stat-${label}`}>
            {value ?? "–"}
          </p>
          <p className="mt-1 text-xs text-slate-600">{hint}</p>
        </div>
        {/* In a narrow card (two share a phone's row) the label needs the icon's width. */}
        <Icon aria-hidden className="hidden size-8 shrink-0 text-brand-700 @[10rem]:block" />
      </div>
    </Card>
  );
}
