import { afterEach, describe, expect, it } from "vitest";
import { readFirstDataFrom, resetFirstDataForTests } from "./first-data";
import {
  clockTime,
  historyDate,
  localToday,
  longDate,
  monthDay,
  relativeTime,
  shortDate,
  stageAssigneeLabel,
} from "./format";

afterEach(() => resetFirstDataForTests());

describe("dates in the reader's locale", () => {
  it("reads the US way in en-US", () => {
    expect(monthDay("2024-03-05", "en-US")).toBe("Mar 05");
    expect(historyDate("2024-03-05", "en-US")).toBe("Mar 05, 2024");
    expect(shortDate("2024-03-05", "en-US")).toBe("Mar 5, 2024");
    expect(longDate("2024-03-05", "en-US")).toBe("March 5, 2024");
  });

  it("puts the day first in en-GB and names the month in French in fr-FR", () => {
    expect(monthDay("2024-03-05", "en-GB")).toBe("05 Mar");
    expect(longDate("2024-03-05", "en-GB")).toBe("5 March 2024");
    expect(longDate("2024-03-05", "fr-FR")).toBe("5 mars 2024");
  });

  it("keeps a calendar date on its day whatever the time zone, and says when there is none", () => {
    expect(historyDate("2024-12-31", "en-US")).toBe("Dec 31, 2024");
    expect(shortDate(null)).toBe("Not set");
  });

  it("gives today as the viewer's own calendar day", () => {
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe("2026-01-09");
  });
});

describe("dates on a page the server drew", () => {
  it("use the locale and time zone the page was drawn with, so the browser draws the same text", () => {
    readFirstDataFrom(() => ({ answers: {}, render: { locale: "de-DE", timeZone: "America/Los_Angeles" } }));
    // 2026-03-02 05:30 UTC is the evening before in Los Angeles.
    expect(historyDate("2026-03-02T05:30:00Z")).toBe("01. März 2026");
    expect(clockTime("2026-03-02T05:30:00Z")).toBe("21:30");
    expect(localToday(new Date("2026-03-02T05:30:00Z"))).toBe("2026-03-01");
    // A calendar date stays on its day.
    expect(historyDate("2026-03-02")).toBe("02. März 2026");
  });
});

describe("relative times", () => {
  const drawnAt = Date.parse("2026-03-02T12:00:00Z");

  it("count from the moment the server drew the page, on the server and while the browser takes the page over", () => {
    // The clock has moved on past a minute's turn: the text stays the one the server sent.
    readFirstDataFrom(() => ({ answers: {}, render: { drawnAt } }));
    expect(relativeTime("2026-03-02T11:55:30Z")).toBe("5 minutes ago");
    expect(relativeTime("2026-03-02T11:59:30Z")).toBe("just now");
    expect(localToday()).toBe("2026-03-02");
  });

  it("name the largest whole unit, past or to come", () => {
    readFirstDataFrom(() => ({ answers: {}, render: { drawnAt } }));
    expect(relativeTime("2026-03-02T10:59:00Z")).toBe("1 hour ago");
    expect(relativeTime("2026-02-28T12:00:00Z")).toBe("2 days ago");
    expect(relativeTime("2026-01-01T12:00:00Z")).toBe("2 months ago");
    expect(relativeTime("2024-03-01T12:00:00Z")).toBe("2 years ago");
    expect(relativeTime("2026-03-02T14:20:00Z")).toBe("in 2 hours");
  });

  it("count from the clock once the app has taken the page over", async () => {
    const { adoptBrowserSettings } = await import("./first-data");
    const element = document.createElement("script");
    element.type = "application/json";
    element.id = "folio-first-data";
    element.textContent = JSON.stringify({ answers: {}, render: { drawnAt } });
    document.head.append(element);
    try {
      expect(relativeTime("2026-03-02T11:55:30Z")).toBe("5 minutes ago");
      adoptBrowserSettings();
      expect(relativeTime("2026-03-02T11:55:30Z")).not.toBe("5 minutes ago");
      expect(relativeTime(new Date(Date.now() - 3 * 60_000).toISOString())).toBe("3 minutes ago");
    } finally {
      element.remove();
    }
  });
});

describe("dates once the app runs", () => {
  it("follow the browser's own locale and time zone when the server drew with others", async () => {
    const { adoptBrowserSettings } = await import("./first-data");
    readFirstDataFrom(() => ({ answers: {}, render: { locale: "de-DE", timeZone: "Asia/Tokyo" } }));
    expect(historyDate("2026-03-02")).toBe("02. März 2026");
    resetFirstDataForTests();
    const element = document.createElement("script");
    element.type = "application/json";
    element.id = "folio-first-data";
    element.textContent = JSON.stringify({ answers: {}, render: { locale: "de-DE", timeZone: "Asia/Tokyo" } });
    document.head.append(element);
    expect(historyDate("2026-03-02")).toBe("02. März 2026");
    expect(adoptBrowserSettings()).toBe(true);
    expect(historyDate("2026-03-02", undefined)).toBe(
      new Intl.DateTimeFormat(undefined, { month: "short", day: "2-digit", year: "numeric" }).format(
        new Date(2026, 2, 2),
      ),
    );
    expect(adoptBrowserSettings()).toBe(false);
    element.remove();
  });
});

describe("formatters", () => {
  it("are built once per locale and options, not once per date a page shows", () => {
    const RealDateTimeFormat = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends RealDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const days = Array.from({ length: 60 }, (_, i) => `2031-04-${String((i % 28) + 1).padStart(2, "0")}`);
      const texts = days.map((day) => historyDate(day, "en-IE"));
      expect(texts[0]).toBe("01 Apr 2031");
      expect(texts[59]).toBe("04 Apr 2031");
      expect(days.map((day) => shortDate(day, "en-IE"))[0]).toBe("1 Apr 2031");
      // One formatter for each of the two formats, however many dates they format.
      expect(built).toBe(2);
    } finally {
      Intl.DateTimeFormat = RealDateTimeFormat;
    }
  });
});

describe("who holds a book, as cards name them", () => {
  it("names the person with their role, a nameless account plainly, and nobody as Unassigned", () => {
    expect(stageAssigneeLabel({ full_name: "Lerato Dube", role: "Illustrator" })).toBe("Lerato Dube (Illustrator)");
    expect(stageAssigneeLabel({ full_name: null, role: "Writer" })).toBe("Unnamed User (Writer)");
    expect(stageAssigneeLabel(null)).toBe("Unassigned");
  });
});
