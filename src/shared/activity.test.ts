import { describe, expect, it } from "vitest";
import { activitySentence, activitySentenceParts, calendarDay, SUMMARY_MAX, summaryOf } from "./activity";

describe("activitySentence", () => {
  it("names the actor once and says what a progress update did, with the day as people read it", () => {
    const sentence = activitySentence({
      action: "progress_posted",
      actor_name: "Lerato Dube",
      details: {
        date: "2026-11-23",
        stage: "Editing",
        hours: 6.5,
        summary: "Line-edited chapter 4; Queried the author",
      },
    });
    expect(sentence).toBe(
      "Lerato Dube posted a progress update for Nov 23, 2026 (Editing, 6.5 h): Line-edited chapter 4; Queried the author",
    );
    expect(sentence.match(/Lerato Dube/g)).toHaveLength(1);
    expect(sentence).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("leaves out hours and words that an update did not have", () => {
    expect(
      activitySentence({
        action: "progress_posted",
        actor_name: "Ann",
        details: { date: "2026-01-05", stage: "Writing" },
      }),
    ).toBe("Ann posted a progress update for Jan 5, 2026 (Writing)");
  });

  it("writes each verb from its data", () => {
    const say = (action: string, details: object) => activitySentence({ action, actor_name: "Ada Admin", details });
    expect(say("stage_moved", { from_stage: "Writing", to_stage: "Editing", progress: 29 })).toBe(
      "Ada Admin moved the project from Writing to Editing (29%)",
    );
    expect(say("file_version_uploaded", { file_name: "a.pdf", version: 2, stage: "Editing" })).toBe(
      "Ada Admin uploaded version 2 of “a.pdf” to stage “Editing”",
    );
    expect(say("file_shared", { file_name: "a.pdf", version: 1, person: "Bo" })).toBe(
      "Ada Admin shared “a.pdf” with Bo",
    );
    expect(say("assignments_changed", { team: [] })).toBe("Ada Admin cleared the project team");
    expect(say("sign_up_mode_changed", { sign_up_mode: "invite" })).toBe(
      'Ada Admin set who may create an account to "Invited people only"',
    );
    expect(say("activity_exported", {})).toBe("Ada Admin exported the activity log as CSV");
  });

  it("reads older entries: their own words after the actor's name, or their whole sentence", () => {
    expect(activitySentence({ action: "note", actor_name: "Bo", details: { text: "did a thing" } })).toBe(
      "Bo did a thing",
    );
    const whole = { action: "note", actor_name: null, details: { sentence: "Cy Gone deleted stage “X”" } };
    expect(activitySentence(whole)).toBe("Cy Gone deleted stage “X”");
    expect(activitySentenceParts(whole).actor).toBe("");
  });

  it("says Unknown User once an account is gone", () => {
    expect(activitySentence({ action: "cover_removed", actor_name: null, details: {} })).toBe(
      "Unknown User removed the cover image",
    );
  });
});

describe("summaryOf and calendarDay", () => {
  it("joins the items and keeps a summary short", () => {
    expect(summaryOf([" One ", "", "Two"])).toBe("One; Two");
    expect(summaryOf([])).toBeUndefined();
    const long = summaryOf(["x".repeat(400)]) ?? "";
    expect(long).toHaveLength(SUMMARY_MAX);
    expect(long.endsWith("…")).toBe(true);
  });

  it("writes a calendar day as 'Nov 23, 2026'", () => {
    expect(calendarDay("2026-11-23")).toBe("Nov 23, 2026");
    expect(calendarDay("2024-02-29")).toBe("Feb 29, 2024");
  });
});
