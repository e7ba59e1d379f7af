import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS colour. */
  color: string;
}

const HEIGHT = 220;

/**
 * Category charts on uPlot: one series as bars, or several as lines (one per
 * person, say). The x axis shows the category labels.
 */
export default function BarChart({
  labels,
  series,
  kind,
}: {
  labels: string[];
  series: ChartSeries[];
  kind: "bars" | "lines";
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
        legend: { show: series.length > 1 },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, labels.length - 0.5] },
          y: { range: [0, max * 1.1] },
        },
        axes: [
          {
            splits: () => xs,
            values: (_u, splits) => splits.map((i) => labels[i] ?? ""),
            rotate: labels.length > 4 ? -30 : 0,
            size: labels.length > 4 ? 70 : 40,
            grid: { show: false },
          },
          { size: 44 },
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
  }, [labels, series, kind]);

  return <div ref={host} className="w-full overflow-hidden" />;
}
