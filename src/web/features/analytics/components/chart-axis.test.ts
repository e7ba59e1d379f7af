import { describe, expect, it } from "vitest";
import { axisLabel, wholeNumberTicks } from "./chart-axis";

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
