import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { axisLabel, categoryAxis, valueAxisSize, wholeNumberTicks } from "./chart-axis";
import { CHART_HEIGHT_PX } from "./chart-height";

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS colour. */
  color: string;
}

/** uPlot's own axis font, named here so label widths can be measured in it. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Measures labels as the axes draw them (about 7 px a character where nothing can measure). */
function labelMeasurer(): (labels: string[]) => number[] {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return (labels) => labels.map((label) => label.length * 7);
  context.font = AXIS_FONT;
  return (labels) => labels.map((label) => context.measureText(label).width);
}

/**
 * Category charts on uPlot: one series as bars, or several as lines (one per
 * person, say). The x axis labels every category, slanting or standing the labels
 * up when the chart is too narrow to lay them side by side; the y axis carries the
 * unit. The legend lives outside the canvas (ChartFigure), so uPlot's own stays off.
 */
export default function BarChart({
  labels,
  series,
  kind,
  unit,
  wholeNumbers = false,
}: {
  labels: string[];
  series: ChartSeries[];
  kind: "bars" | "lines";
  /** Printed after each y-axis value: "h", "days". */
  unit: string;
  /** The values count whole units (days), so the y axis never shows a fraction. */
  wholeNumbers?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const max = Math.max(1, ...series.flatMap((s) => s.values));
    const bars = uPlot.paths.bars?.({ size: [0.6, 64] });
    const measure = labelMeasurer();
    const widths = measure(labels);
    // The y axis grows with its labels; the x axis lays out its labels in the width that leaves.
    let yAxisPx = valueAxisSize([]);
    const xAxis = (u: uPlot) => categoryAxis(widths, u.width - yAxisPx);
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: CHART_HEIGHT_PX,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, labels.length - 0.5] },
          y: { range: [0, max * 1.1] },
        },
        axes: [
          {
            splits: (u) => {
              const { every } = xAxis(u);
              return xs.filter((i) => i % every === 0);
            },
            values: (_u, splits) => splits.map((i) => labels[i] ?? ""),
            font: AXIS_FONT,
            rotate: (u) => xAxis(u).rotate,
            size: (u) => xAxis(u).size,
            grid: { show: false },
          },
          {
            // uPlot asks once before it has made any labels (null): the largest value's label stands in.
            size: (_u, values) => {
              yAxisPx = valueAxisSize(measure(values ?? [axisLabel(max, unit)]));
              return yAxisPx;
            },
            font: AXIS_FONT,
            splits: wholeNumbers
              ? (u, _axis, min, max) => wholeNumberTicks(min, max, u.bbox.height / uPlot.pxRatio)
              : undefined,
            values: (_u, splits) => splits.map((v) => axisLabel(v, unit)),
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            fill: kind === "bars" ? s.color : undefined,
            width: kind === "bars" ? 0 : 2,
            paths: kind === "bars" ? bars : undefined,
            points: { show: kind === "lines" },
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 200), height: CHART_HEIGHT_PX }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind, unit, wholeNumbers]);

  return <div ref={host} className="w-full overflow-hidden" />;
}
