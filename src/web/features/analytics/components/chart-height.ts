/** A chart's height in CSS pixels: its placeholder takes the same room, so nothing moves when it draws. */
export const CHART_HEIGHT_PX = 220;
