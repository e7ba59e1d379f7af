import { describe, expect, it } from "vitest";
import { dueIn } from "./dates";

describe("dueIn", () => {
  it("counts the days to a deadline from the viewer's today, and the days past one", () => {
    expect(dueIn("2026-12-01", "2026-11-26")).toBe("Due in 5 days");
    expect(dueIn("2026-11-27", "2026-11-26")).toBe("Due tomorrow");
    expect(dueIn("2026-11-26", "2026-11-26")).toBe("Due today");
    expect(dueIn("2026-11-25", "2026-11-26")).toBe("1 day overdue");
    expect(dueIn("2026-11-23", "2026-11-26")).toBe("3 days overdue");
  });
});
