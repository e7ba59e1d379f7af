import { lazy, Suspense } from "react";
import { Skeleton } from "#web/components/ui/skeleton";
import type { ChartSeries } from "./bar-chart";

// The chart library loads only when a chart is shown, in its own small chunk.
const BarChart = lazy(() => import("./bar-chart"));

/**
 * A chart with its data as a table: screen readers get the table (the canvas is
 * hidden from them), everyone else the chart. `format` prints a value in the table.
 */
export function ChartFigure({
  title,
  labels,
  series,
  kind = "bars",
  format = (value) => String(value),
  labelHeader,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  kind?: "bars" | "lines";
  format?: (value: number) => string;
  labelHeader: string;
}) {
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-medium text-slate-800">{title}</figcaption>
      {/* A wide legend scrolls inside the chart, never the page. */}
      <div aria-hidden className="min-w-0 overflow-x-auto">
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <BarChart labels={labels} series={series} kind={kind} />
        </Suspense>
      </div>
      {/* A table ignores the 1px box sr-only gives it, so a wrapper hides it instead. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
