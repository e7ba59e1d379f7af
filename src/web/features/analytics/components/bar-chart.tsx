import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { axisLabel, wholeNumberTicks } from "./chart-axis";

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS colour. */
  color: string;
}

const HEIGHT = 220;
/** Room one category label needs on the x axis, so labels never overlap. */
const LABEL_PX = 56;

/**
 * Category charts on uPlot: one series as bars, or several as lines (one per
 * person, say). The x axis shows the category labels, thinned to every second or
 * third one when the chart is too narrow to show them all; the y axis carries the
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
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, labels.length - 0.5] },
          y: { range: [0, max * 1.1] },
        },
        axes: [
          {
            splits: (u) => {
              const width = u.bbox.width / uPlot.pxRatio;
              const every = Math.max(1, Math.ceil((labels.length * LABEL_PX) / Math.max(width, 1)));
              return xs.filter((i) => i % every === 0);
            },
            values: (_u, splits) => splits.map((i) => labels[i] ?? ""),
            size: 36,
            grid: { show: false },
          },
          {
            size: 64,
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
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind, unit, wholeNumbers]);

  return <div ref={host} className="w-full overflow-hidden" />;
}
