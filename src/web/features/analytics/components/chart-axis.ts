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

/** Room kept between two level labels. */
const LABEL_GAP_PX = 8;
/** The height of one line of axis text, and so the least distance between two turned labels. */
const LINE_PX = 14;
/** The tick and the gap between it and its label. */
const TICK_PX = 15;
/** The y axis's least width: short labels ("20 h") keep some room, and so does a slanted first x label. */
const VALUE_AXIS_MIN_PX = 64;
/** Room left of the widest y label, so its first character is not at the chart's edge. */
const VALUE_LABEL_MARGIN_PX = 4;

/**
 * The y axis's width: its tick and its widest label ("150 days" needs more than "20 h"), so no
 * label is cut at the chart's edge.
 */
export function valueAxisSize(labelWidths: number[]): number {
  return Math.max(VALUE_AXIS_MIN_PX, Math.ceil(TICK_PX + Math.max(0, ...labelWidths) + VALUE_LABEL_MARGIN_PX));
}

export interface CategoryAxis {
  /** Degrees the labels are turned: level, slanted or upright. */
  rotate: 0 | 45 | 90;
  /** Height of the axis, labels included. */
  size: number;
  /** Every how many categories a label is printed: 1 unless even upright labels would overlap. */
  every: number;
}

/**
 * The x axis of a category chart (stages, weeks): every category keeps its label. Labels lie
 * level while the widest fits its share of the width, are slanted when they do not, and stand
 * upright when even slanted ones would touch; only past that is every other one left out.
 */
export function categoryAxis(labelWidths: number[], plotWidthPx: number): CategoryAxis {
  const count = Math.max(labelWidths.length, 1);
  const slot = plotWidthPx / count;
  const widest = Math.max(0, ...labelWidths);
  if (widest + LABEL_GAP_PX <= slot) return { rotate: 0, size: TICK_PX + LINE_PX + 6, every: 1 };
  // Slanted at 45°, neighbours are `slot · sin 45°` apart, measured across the text.
  if (slot * Math.SQRT1_2 >= LINE_PX) {
    return { rotate: 45, size: Math.ceil(TICK_PX + (widest + LINE_PX) * Math.SQRT1_2) + 4, every: 1 };
  }
  return { rotate: 90, size: Math.ceil(TICK_PX + widest) + 4, every: Math.max(1, Math.ceil(LINE_PX / slot)) };
}
