import { describe, expect, it } from "vitest";
import { axisLabel, categoryAxis, valueAxisSize, wholeNumberTicks } from "./chart-axis";

describe("wholeNumberTicks", () => {
  it("counts a few days in single days, never halves", () => {
    // The 'Days in each stage' chart is 220 px tall, about 180 px of it plot; a longest stage of 3 days.
    expect(wholeNumberTicks(0, 3.3, 180)).toEqual([0, 1, 2, 3]);
    expect(wholeNumberTicks(0, 1.1, 180)).toEqual([0, 1]);
  });

  it("takes a larger whole step when single days would crowd the axis", () => {
    expect(wholeNumberTicks(0, 44, 180)).toEqual([0, 10, 20, 30, 40]);
    expect(wholeNumberTicks(0, 11, 60)).toEqual([0, 10]);
  });

  it("gives only whole numbers at any height and range", () => {
    for (const height of [40, 100, 180, 400]) {
      for (const max of [0.4, 1.1, 2.75, 7.7, 19.8, 333, 12_345]) {
        const ticks = wholeNumberTicks(0, max, height);
        expect(ticks.length).toBeGreaterThan(0);
        expect(ticks.every(Number.isInteger)).toBe(true);
        expect(ticks.length).toBeLessThanOrEqual(Math.max(2, Math.floor(height / 30) + 1));
      }
    }
  });
});

describe("axisLabel", () => {
  it("prints the value with its unit, without float noise", () => {
    expect(axisLabel(3, "days")).toBe("3 days");
    expect(axisLabel(0.1 + 0.2, "h")).toBe("0.3 h");
  });
});

describe("valueAxisSize", () => {
  // About 7 px a character at the axis font; the tick and its gap take 15 px.
  const widths = (labels: string[]) => labels.map((label) => label.length * 7);

  it("keeps its usual width for short labels", () => {
    expect(valueAxisSize(widths(["0 h", "10 h", "20 h"]))).toBe(64);
    expect(valueAxisSize([])).toBe(64);
  });

  it("grows to hold its widest label beside the tick, so '150 days' is not cut to '.50 days'", () => {
    const size = valueAxisSize(widths(["0 days", "50 days", "100 days", "150 days"]));
    expect(size).toBeGreaterThanOrEqual(15 + "150 days".length * 7);
    expect(valueAxisSize(widths(["1000 days"]))).toBeGreaterThan(size);
  });
});

describe("categoryAxis", () => {
  // About 7 px a character at the axis font.
  const widths = (labels: string[]) => labels.map((label) => label.length * 7);
  const weeks = ["Oct 05", "Oct 12", "Oct 19", "Oct 26", "Nov 02", "Nov 09", "Nov 16", "Nov 23"];
  const stages = ["Writing", "Editing", "Illustration", "Typesetting", "Designing", "Final Review"];

  it("lays labels level when they fit side by side (a laptop)", () => {
    expect(categoryAxis(widths(weeks), 820)).toMatchObject({ rotate: 0, every: 1 });
    expect(categoryAxis(widths(stages), 820)).toMatchObject({ rotate: 0, every: 1 });
  });

  it("slants them on a phone instead of leaving any out, with room for the longest", () => {
    // A 375 px phone leaves about 240 px of plot.
    const axis = categoryAxis(widths(stages), 240);
    expect(axis).toMatchObject({ rotate: 45, every: 1 });
    expect(axis.size).toBeGreaterThanOrEqual(Math.ceil("Final Review".length * 7 * Math.SQRT1_2));
    expect(categoryAxis(widths(weeks), 240)).toMatchObject({ rotate: 45, every: 1 });
  });

  it("stands them upright when slanted ones would touch, and only then skips", () => {
    expect(categoryAxis(widths(weeks), 130)).toMatchObject({ rotate: 90, every: 1 });
    expect(categoryAxis(widths(weeks), 60)).toMatchObject({ rotate: 90, every: 2 });
  });
});
