import { describe, expect, it } from "vitest";
import { forecastCompletion } from "./forecast";

describe("forecastCompletion", () => {
  it("projects the pace so far to 100% and compares with the deadline", () => {
    // 50 points in 10 days: 5 a day, 50 to go → 10 more days.
    const base = { progress: 50, started: "2026-01-01", today: "2026-01-11" };
    expect(forecastCompletion({ ...base, deadline: "2026-01-21" })).toEqual({
      status: "on_track",
      pace_per_day: 5,
      forecast_date: "2026-01-21",
      deadline: "2026-01-21",
    });
    expect(forecastCompletion({ ...base, deadline: "2026-01-20" }).status).toBe("behind");
    expect(forecastCompletion({ ...base, deadline: null }).status).toBe("no_deadline");
  });

  it("has nothing to forecast at 0% and nothing left at 100%", () => {
    const base = { started: "2026-01-01", today: "2026-01-11", deadline: "2026-02-01" };
    expect(forecastCompletion({ ...base, progress: 0 })).toMatchObject({ status: "no_data", forecast_date: null });
    expect(forecastCompletion({ ...base, progress: 100 })).toMatchObject({ status: "completed", forecast_date: null });
  });

  it("counts a project started today as one day old", () => {
    expect(
      forecastCompletion({ progress: 14, started: "2026-01-01", today: "2026-01-01", deadline: null }),
    ).toMatchObject({ pace_per_day: 14, forecast_date: "2026-01-08" });
  });
});
