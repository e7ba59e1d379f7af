/**
 * `npm run test:reliability [-- --short] [--root DIR] [--only kill,sigint,…]`: plays the
 * faults an operator meets against the real server of a checkout (this one by default, bundled
 * first; another checkout must have run `npm run build`) and prints what happened as a table.
 * Exits 1 when any scenario saw a problem.
 * Scenarios: kill, sigterm, sigint, postgres, upload-kill, full-disk (tests/reliability/scenarios.ts).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { SCENARIOS, type ScenarioResult } from "#tests/reliability/scenarios";
import { serverBundleFor } from "./lib/server-bundle";

const THIS_CHECKOUT = path.resolve(import.meta.dirname, "..");

const { values } = parseArgs({
  options: {
    short: { type: "boolean", default: false },
    root: { type: "string", default: THIS_CHECKOUT },
    only: { type: "string" },
  },
});
const root = path.resolve(values.root);
const only = values.only?.split(",");
const chosen = SCENARIOS.filter((scenario) => !only || only.includes(scenario.id));
try {
  await serverBundleFor(root);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

process.stdout.write(`Reliability scenarios against ${root}${values.short ? " (short form)" : ""}\n\n`);
const results: ScenarioResult[] = [];
for (const scenario of chosen) {
  const startedAt = Date.now();
  let result: ScenarioResult;
  try {
    result = await scenario.run({ root, short: values.short });
  } catch (error) {
    result = { name: scenario.id, figures: {}, problems: [`did not run: ${(error as Error).message.slice(0, 500)}`] };
  }
  results.push(result);
  const verdict = result.skipped ?? (result.problems.length === 0 ? "pass" : "FAIL");
  process.stdout.write(`## ${result.name}: ${verdict} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)\n`);
  for (const [figure, value] of Object.entries(result.figures)) process.stdout.write(`| ${figure} | ${value} |\n`);
  for (const problem of result.problems) process.stdout.write(`  problem: ${problem}\n`);
  process.stdout.write("\n");
}
const failed = results.filter((result) => result.problems.length > 0);
process.stdout.write(
  failed.length === 0 ? "All scenarios passed.\n" : `Failed: ${failed.map((result) => result.name).join("; ")}\n`,
);
process.exit(failed.length === 0 ? 0 : 1);
