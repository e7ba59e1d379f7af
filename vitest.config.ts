import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one worker (cores - 1), which leaves the machine
    // idle while a file waits on Postgres, on a server it started or on a heartbeat. With two
    // workers it still sat idle a sixth of the time (29–32 idle CPU s in a run); a third worker
    // fills those waits (7–10 idle s): 85–89 s against 94–97 s, three runs each, alternated.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: [
            "src/server/**/*.test.ts",
            "src/shared/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/reliability/**/*.test.ts",
          ],
          globalSetup: ["tests/setup/global-db.ts"],
          // Closes what each file opened (tests/setup/file-teardown.ts).
          setupFiles: ["tests/setup/server-file.ts"],
          // One Postgres serves every file; each file gets its own database cloned from a template.
          pool: "forks",
          // A worker runs file after file in one process, so the server's modules are loaded once per
          // worker rather than once per file (when isolated, most of a short file's time). This holds
          // because nothing here mocks modules and each file closes what it opened
          // (tests/setup/server-file.ts), so no pool, LISTEN client or timer outlives its file.
          isolate: false,
          testTimeout: 20_000,
          // expect.poll's 1 s default is a quiet machine's wait; this is a ceiling for a loaded one.
          expect: { poll: { timeout: 15_000 } },
          // A ceiling, not a wait: seeding a file's accounts hashes a password per account, which
          // on a loaded two-core machine takes many times its quiet time.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/web.ts"],
          // One jsdom and one module cache per worker, not per file: building them was most of this
          // project's time. The setup file's cleanup empties the document after each test; tests
          // undo their stubs and spies, and watch toasts with spies rather than module mocks,
          // which a shared cache would carry into later files.
          isolate: false,
          // Typing with user-event is slow on a loaded machine; the default 5 s cut tests off mid-form.
          testTimeout: 20_000,
          // expect.poll's 1 s default is a quiet machine's wait; this is a ceiling for a loaded one.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: "lint",
          environment: "node",
          // Lints probe files with forbidden imports, in a copy of the configuration (tests/lint/boundaries.test.ts).
          include: ["tests/lint/**/*.test.ts"],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
