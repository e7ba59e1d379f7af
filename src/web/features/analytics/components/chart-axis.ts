/** Steps a whole-number axis may count in; the chart takes the smallest that leaves room between labels. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
/** The least height one y-axis label needs, so labels never crowd. */
const MIN_TICK_GAP_PX = 30;

/**
 * The y-axis ticks of a chart that counts whole units (days): 0 and whole multiples of a
 * step up to `max`, never a fraction, as few as fit `heightPx` with room between them.
 */
export function wholeNumberTicks(min: number, max: number, heightPx: number): number[] {
  const room = Math.max(1, Math.floor(heightPx / MIN_TICK_GAP_PX));
  const span = Math.max(max - min, 1);
  const step = WHOLE_STEPS.find((candidate) => span / candidate <= room) ?? 10 ** Math.ceil(Math.log10(span / room));
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max; tick += step) ticks.push(tick);
  return ticks;
}

/** A y-axis value with its unit: "3 days", "6.5 h". */
export const axisLabel = (value: number, unit: string) => `${Number(value.toFixed(2))} ${unit}`;
