import { describe, expect, it } from "vitest";
import {
  addDaysToIsoDate,
  countProjectDeadlines,
  projectDeadlineStatus,
  stageDueStatus,
  tracksProjectDeadline,
} from "./deadlines";
import { STAGES } from "./stages";

describe("the deadline rule", () => {
  const today = "2024-03-10";

  it("adds calendar days across months and leap days", () => {
    expect(addDaysToIsoDate("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDaysToIsoDate("2024-03-10", 30)).toBe("2024-04-09");
    expect(addDaysToIsoDate("2023-12-31", 1)).toBe("2024-01-01");
  });

  it("tracks the deadline of every stage but Completed", () => {
    expect(STAGES.filter((stage) => !tracksProjectDeadline(stage))).toEqual(["Completed"]);
  });

  it("never marks a Completed project Overdue or Due Soon", () => {
    expect(projectDeadlineStatus({ deadline: "2024-01-01", current_stage: "Completed" }, today)).toBeNull();
    expect(projectDeadlineStatus({ deadline: "2024-03-12", current_stage: "Completed" }, today)).toBeNull();
  });

  it("marks an unfinished project by its deadline day", () => {
    expect(projectDeadlineStatus({ deadline: "2024-03-09", current_stage: "Final Review" }, today)).toBe("overdue");
    expect(projectDeadlineStatus({ deadline: "2024-03-10", current_stage: "Writing" }, today)).toBe("due-soon");
    expect(projectDeadlineStatus({ deadline: "2024-04-09", current_stage: "Book Started" }, today)).toBe("due-soon");
    expect(projectDeadlineStatus({ deadline: "2024-04-10", current_stage: "Editing" }, today)).toBeNull();
    expect(projectDeadlineStatus({ deadline: null, current_stage: "Editing" }, today)).toBeNull();
  });

  it("never marks a Completed stage overdue", () => {
    expect(stageDueStatus({ due_date: "2024-03-01", status: "Completed" }, today)).toBeNull();
    expect(stageDueStatus({ due_date: "2024-03-01", status: "On Hold" }, today)).toBe("overdue");
    expect(stageDueStatus({ due_date: "2024-03-11", status: "In Progress" }, today)).toBe("due-soon");
  });

  it("leaves Completed projects out of the counts", () => {
    const counts = countProjectDeadlines(
      [
        { deadline: "2024-03-01", current_stage: "Writing" },
        { deadline: "2024-03-01", current_stage: "Completed" },
        { deadline: "2024-03-20", current_stage: "Designing" },
        { deadline: "2024-03-20", current_stage: "Completed" },
        { deadline: null, current_stage: "Writing" },
      ],
      today,
    );
    expect(counts).toEqual({ overdue: 1, dueSoon: 1 });
  });
});
