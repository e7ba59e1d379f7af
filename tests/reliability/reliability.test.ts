/**
 * The short form of `npm run test:reliability`: each fault played once against the real
 * server of this checkout, started as operators start it. A scenario's problems are the
 * failure message, so a failing run says what went wrong (a lost write, an error line, a 500…).
 * Two of the harness's faults are played by integration tests that assert the same and more, so
 * they are not played twice here: SIGTERM under keep-alive load (graceful-shutdown.test.ts) and
 * Postgres stopped under 20 writers (database-outage.test.ts). The full harness plays all of them.
 */
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { fullDisk, killMidUpload, killUnderWriteLoad, type ScenarioResult, signalUnderLoad } from "./scenarios";

const options = {
  root: path.resolve(import.meta.dirname, "../.."),
  short: true,
  dataDirTemplate: inject("serverDataTemplate"),
};
/** Each scenario starts the server one to three times; on a loaded 2-core machine a start takes up to ~20 s. */
const SCENARIO_TIMEOUT_MS = 240_000;

function expectNoProblems(result: ScenarioResult) {
  expect(result.problems, JSON.stringify(result.figures)).toEqual([]);
}

describe("reliability under faults (short form)", () => {
  it(
    "SIGKILL under write load, node only and whole group: every acknowledged write is found after the restart",
    async () => {
      const result = await killUnderWriteLoad(options);
      expectNoProblems(result);
      expect(Number(result.figures["acknowledged writes"])).toBeGreaterThan(0);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SIGINT to the group (Ctrl-C) under load exits 0 with no error line, no warning about our own stop, no request reset, and a "stopped" line',
    async () => expectNoProblems(await signalUnderLoad(options, "SIGINT")),
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "no .part file and no orphan blob after a SIGKILL mid-upload and a restart",
    async () => {
      const result = await killMidUpload(options);
      expectNoProblems(result);
      expect(result.figures[".part files before restart"]).toBe(1);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "507 on a full tmpfs (or a skip with its reason): a full 20 MB files folder loses nothing acknowledged and takes uploads again once space is freed",
    async () => {
      const result = await fullDisk(options);
      if (result.skipped) {
        // Mounting needs privileges a CI container may not have; the reason is printed, the rest still runs.
        process.stdout.write(`${result.name}: ${result.skipped}\n`);
        expect(result.skipped).toBe("skipped: cannot mount tmpfs here");
        return;
      }
      expectNoProblems(result);
      expect(result.figures["answer when full"]).toBe(507);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
