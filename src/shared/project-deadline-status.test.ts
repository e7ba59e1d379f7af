import { describe, expect, it } from "vitest";
import { projectDeadlineStatus } from "./deadlines";

describe("projectDeadlineStatus", () => {
  const today = "2024-03-10";
  const writing = (deadline: string | null) => ({ deadline, current_stage: "Writing" as const });

  it("shows no badge without a deadline", () => {
    expect(projectDeadlineStatus(writing(null), today)).toBeNull();
    expect(projectDeadlineStatus(writing(""), today)).toBeNull();
  });

  it("is Overdue once the deadline day has passed", () => {
    expect(projectDeadlineStatus(writing("2024-03-09"), today)).toBe("overdue");
    expect(projectDeadlineStatus(writing("2023-12-31"), today)).toBe("overdue");
  });

  it("is Due Soon from today through the next 30 days", () => {
    expect(projectDeadlineStatus(writing("2024-03-10"), today)).toBe("due-soon");
    expect(projectDeadlineStatus(writing("2024-03-25"), today)).toBe("due-soon");
    expect(projectDeadlineStatus(writing("2024-04-09"), today)).toBe("due-soon");
  });

  it("shows nothing beyond the 30-day window", () => {
    expect(projectDeadlineStatus(writing("2024-04-10"), today)).toBeNull();
    expect(projectDeadlineStatus(writing("2025-01-01"), today)).toBeNull();
  });

  it("reads only the day of a timestamp", () => {
    expect(projectDeadlineStatus(writing("2024-03-09T23:59:59.000Z"), today)).toBe("overdue");
  });

  it("shows no badge on a Completed project, however late", () => {
    expect(projectDeadlineStatus({ deadline: "2024-03-09", current_stage: "Completed" }, today)).toBeNull();
  });
});
