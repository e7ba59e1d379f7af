import { describe, expect, it } from "vitest";
import { deadlineStatus } from "./deadline";

describe("deadlineStatus", () => {
  const today = "2024-03-10";

  it("shows no badge without a deadline", () => {
    expect(deadlineStatus(null, today)).toBeNull();
    expect(deadlineStatus("", today)).toBeNull();
  });

  it("is Overdue once the deadline day has passed", () => {
    expect(deadlineStatus("2024-03-09", today)).toBe("overdue");
    expect(deadlineStatus("2023-12-31", today)).toBe("overdue");
  });

  it("is Due Soon from today through the next 30 days", () => {
    expect(deadlineStatus("2024-03-10", today)).toBe("due-soon");
    expect(deadlineStatus("2024-03-25", today)).toBe("due-soon");
    expect(deadlineStatus("2024-04-09", today)).toBe("due-soon");
  });

  it("shows nothing beyond the 30-day window", () => {
    expect(deadlineStatus("2024-04-10", today)).toBeNull();
    expect(deadlineStatus("2025-01-01", today)).toBeNull();
  });

  it("reads only the day of a timestamp", () => {
    expect(deadlineStatus("2024-03-09T23:59:59.000Z", today)).toBe("overdue");
  });
});
