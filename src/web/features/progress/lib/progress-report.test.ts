import { describe, expect, it } from "vitest";
import type { ProgressHistory } from "#shared/schemas/progress";
import { buildHistoryCsv, buildProgressReport, reportFileName } from "./progress-report";

const history: ProgressHistory = {
  items: [
    {
      id: "e2",
      project_id: "p1",
      user_id: "u2",
      user_name: "Eli Editor",
      date: "2026-03-12",
      description: "• Line-edited chapter 2",
      hours_worked: 1.25,
      current_stage: "Editing",
      challenges: "• Missing sources",
      help_required: "A second reader",
      created_at: "2026-03-12T14:05:00.000Z",
    },
    {
      id: "e1",
      project_id: "p1",
      user_id: null,
      user_name: null,
      date: "2026-03-11",
      description: '=HYPERLINK("x") "quoted"',
      hours_worked: null,
      current_stage: "Writing",
      challenges: null,
      help_required: null,
      created_at: "2026-03-11T09:00:00.000Z",
    },
  ],
  nextCursor: null,
  summary: { entry_count: 2, total_hours: 1.25, contributor_count: 1, latest_update: "2026-03-12T14:05:00.000Z" },
};

describe("buildProgressReport", () => {
  it("has the project id, stage, generation time, summary and every entry", () => {
    const now = new Date(2026, 2, 13, 8, 30);
    const text = buildProgressReport({ id: "p1", current_stage: "Editing" }, history, now);
    expect(reportFileName(now)).toBe("project-progress-report-2026-03-13.txt");
    for (const line of [
      "Project ID: p1",
      "Current Stage: Editing",
      "Generated: Mar 13, 2026 08:30",
      "Total Entries: 2",
      "Total Hours: 1.25",
      "Contributors: 1",
      "Stage: Editing",
      "Hours Worked: 1.25",
      "• Line-edited chapter 2",
      "Challenges:",
      "• Missing sources",
      "Help Required: A second reader",
      "Hours Worked: Not recorded",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/1\. Mar 12, 2026 \d\d:\d\d by Eli Editor/);
    expect(text).toMatch(/2\. Mar 11, 2026 \d\d:\d\d by Unknown User/);
  });
});

describe("buildHistoryCsv", () => {
  it("quotes every cell and keeps spreadsheets from running formulas", () => {
    const [header, first, second] = buildHistoryCsv(history).trim().split("\r\n");
    expect(header).toBe('"Date","Time","Author","Stage","Hours Worked","Description","Challenges","Help Required"');
    expect(first).toMatch(/^"2026-03-12","\d\d:\d\d","Eli Editor","Editing","1.25","• Line-edited chapter 2"/);
    expect(second).toContain(`"'=HYPERLINK(""x"") ""quoted"""`);
  });
});
