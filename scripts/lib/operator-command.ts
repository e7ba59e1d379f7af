import { exitAfterLogs } from "#server/lib/logger";

/**
 * Runs an operator's command (backup, restore) that ends with a short report: its lines go to
 * stdout. An error the operator can act on (an instance of `expected`) is printed as its message
 * alone and exits 1; anything else is a bug and keeps its stack.
 */
export async function runOperatorCommand(
  expected: abstract new (...args: never[]) => Error,
  report: () => Promise<string[]>,
): Promise<void> {
  try {
    process.stdout.write(`${(await report()).join("\n")}\n`);
  } catch (error) {
    if (!(error instanceof expected)) throw error;
    process.stderr.write(`${error.message}\n`);
    await exitAfterLogs(1);
  }
}
