import { describe, expect, it } from "vitest";
import { thisDeviceFirst } from "./session-order";

describe("thisDeviceFirst", () => {
  it("puts this device first, then the newest sign-in first", () => {
    const sessions = [
      { id: "oldest", createdAt: new Date("2026-01-01T09:00:00Z") },
      { id: "this", createdAt: new Date("2026-02-01T09:00:00Z") },
      { id: "newest", createdAt: "2026-03-01T09:00:00Z" },
      { id: "middle", createdAt: new Date("2026-02-15T09:00:00Z") },
    ];
    expect(thisDeviceFirst(sessions, "this").map((s) => s.id)).toEqual(["this", "newest", "middle", "oldest"]);
    expect(thisDeviceFirst(sessions, null).map((s) => s.id)).toEqual(["newest", "middle", "this", "oldest"]);
  });
});
