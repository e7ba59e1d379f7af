import { lazy, Suspense } from "react";
import { Skeleton } from "#web/components/ui/skeleton";
import { useNearViewport } from "#web/lib/use-near-viewport";
import { useOverflowTabIndex } from "#web/lib/use-overflow-tab-index";
import type { ChartSeries } from "./bar-chart";
import { CHART_HEIGHT_PX } from "./chart-height";

// The chart library loads only when a chart comes near the viewport, in its own small chunk.
const BarChart = lazy(() => import("./bar-chart"));

/**
 * The chart's room before it draws: pulsing while its library loads, still while it waits to come
 * near the viewport (an animation would keep the browser restyling it every frame).
 */
const ChartPlaceholder = ({ loading }: { loading: boolean }) => (
  <div style={{ height: CHART_HEIGHT_PX }}>
    {loading ? <Skeleton className="h-full w-full" /> : <div className="h-full w-full rounded-md bg-slate-100" />}
  </div>
);

const sum = (values: number[]) => Math.round(values.reduce((total, v) => total + v, 0) * 100) / 100;

/**
 * A chart with its numbers: the chart for the eye (hidden from screen readers), a
 * legend that names each line with its total, and under it, always shown, a table
 * of the same figures, for screen readers and for reading exact values. `format`
 * prints a value; `unit` labels the y axis. A single bar compares nothing, so a bar chart of one
 * label is left out (with its library): its table row says it exactly, in a line instead of a
 * screen's height on a phone.
 */
export function ChartFigure({
  title,
  labels,
  series,
  kind = "bars",
  format = (value) => String(value),
  unit,
  labelHeader,
  wholeNumbers = false,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  kind?: "bars" | "lines";
  format?: (value: number) => string;
  unit: string;
  labelHeader: string;
  /** The values count whole units (days): the y axis shows no fractions. */
  wholeNumbers?: boolean;
}) {
  const [chartArea, nearViewport] = useNearViewport<HTMLDivElement>();
  const [tableBox, tableTabIndex] = useOverflowTabIndex<HTMLDivElement>();
  const drawn = kind === "lines" || labels.length > 1;
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-medium text-slate-800">{title}</figcaption>
      {drawn && (
        <div ref={chartArea} aria-hidden data-testid="chart-area" className="min-w-0">
          {nearViewport ? (
            <Suspense fallback={<ChartPlaceholder loading />}>
              <BarChart labels={labels} series={series} kind={kind} unit={unit} wholeNumbers={wholeNumbers} />
            </Suspense>
          ) : (
            <ChartPlaceholder loading={false} />
          )}
        </div>
      )}
      {series.length > 1 && (
        <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span aria-hidden className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: s.color }} />
              <span>
                {s.label}: {format(sum(s.values))} in all
              </span>
            </li>
          ))}
        </ul>
      )}
      <div ref={tableBox} className="overflow-x-auto" tabIndex={tableTabIndex}>
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2 align-bottom font-medium sm:pr-4">
                {labelHeader}
              </th>
              {series.map((s) => (
                <th
                  key={s.label}
                  scope="col"
                  className="py-1 pr-2 text-right align-bottom font-medium last:pr-0 sm:pr-4"
                >
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap text-slate-700 sm:pr-4">
                  {label}
                </th>
                {series.map((s) => (
                  <td
                    key={s.label}
                    className="py-1 pr-2 text-right whitespace-nowrap text-slate-900 tabular-nums last:pr-0 sm:pr-4"
                  >
                    {format(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
