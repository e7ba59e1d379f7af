import { describe, expect, it } from "vitest";
import { readActivityFilters, toApiQuery, writeActivityFilters } from "./filters";

describe("activity filters", () => {
  it("round-trip through the URL and drop invalid days", () => {
    const filters = readActivityFilters(new URLSearchParams("actor=u1&from=2031-03-01&to=2031-02-30"));
    expect(filters).toEqual({ actor: "u1", project: "", from: "2031-03-01", to: "" });
    expect(writeActivityFilters(filters).toString()).toBe("actor=u1&from=2031-03-01");
  });

  it("turn local days into a [start of first day, start of the day after the last) range", () => {
    const query = toApiQuery({ actor: "", project: "p1", from: "2031-03-01", to: "2031-03-02" });
    expect(query.project).toBe("p1");
    expect(new Date(query.from).getDate()).toBe(1);
    expect(new Date(query.from).getHours()).toBe(0);
    expect(Date.parse(query.to) - Date.parse(query.from)).toBeGreaterThanOrEqual(47 * 3_600_000);
    expect(new Date(query.to).getDate()).toBe(3);
  });
});
