import { describe, expect, it } from "vitest";
import { isShutdownFatal } from "./embedded";

describe("isShutdownFatal", () => {
  it("takes the FATAL lines of Postgres's own shutdown as part of the stop, not as errors", () => {
    for (const line of [
      "2026-11-27 18:40:02.101 UTC [2933] FATAL:  terminating connection due to administrator command",
      "2026-11-27 18:40:02.102 UTC [2901] FATAL:  terminating autovacuum process due to administrator command",
      '2026-11-27 18:40:02.103 UTC [2902] FATAL:  terminating background worker "logical replication launcher" due to administrator command',
      "2026-11-27 18:40:02.104 UTC [2990] FATAL:  the database system is shutting down",
    ]) {
      expect(isShutdownFatal(line), line).toBe(true);
    }
  });

  it("keeps every other FATAL line an error", () => {
    expect(isShutdownFatal('2026-11-27 18:40:02 UTC [1] FATAL:  database "folio_missing" does not exist')).toBe(false);
    expect(isShutdownFatal('2026-11-27 18:40:02 UTC [1] FATAL:  password authentication failed for user "folio"')).toBe(
      false,
    );
  });
});
