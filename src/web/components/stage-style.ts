import type { Stage } from "#shared/stages";

/** Each stage has a fixed colour (values are ours; text colours pass WCAG AA on their backgrounds). */
export const STAGE_STYLES: Record<Stage, { pill: string; bar: string }> = {
  "Book Started": { pill: "bg-slate-100 text-slate-800", bar: "bg-slate-400" },
  Writing: { pill: "bg-blue-100 text-blue-900", bar: "bg-blue-500" },
  Editing: { pill: "bg-green-100 text-green-900", bar: "bg-green-500" },
  Illustration: { pill: "bg-pink-100 text-pink-900", bar: "bg-pink-500" },
  Typesetting: { pill: "bg-amber-100 text-amber-900", bar: "bg-amber-500" },
  Designing: { pill: "bg-indigo-100 text-indigo-900", bar: "bg-indigo-500" },
  "Final Review": { pill: "bg-orange-100 text-orange-900", bar: "bg-orange-500" },
  Completed: { pill: "bg-emerald-100 text-emerald-900", bar: "bg-emerald-600" },
};

/** Progress bar colour: >=80 green, >=50 yellow, >=25 orange, else red. */
export function progressBarColor(progress: number): string {
  if (progress >= 80) return "bg-green-500";
  if (progress >= 50) return "bg-yellow-500";
  if (progress >= 25) return "bg-orange-500";
  return "bg-red-500";
}
