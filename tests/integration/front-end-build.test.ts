/**
 * `npm start` builds the front end again when build/ was made from other sources than the
 * checkout's (an upgrade that kept build/), and only then.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { frontEndBuildState, frontEndSourcesFingerprint } from "#scripts/lib/front-end-build";

let root: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
/** What `npm run build` leaves: the pages, and the fingerprint of the sources it built them from. */
const build = () => {
  write("build/client/index.html", "<!doctype html>");
  write("build/front-end-sources.sha256", `${frontEndSourcesFingerprint(root)}\n`);
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "folio-front-end-build-"));
  write("src/web/app/root.tsx", "export default 1;");
  write("src/web/app/root.test.tsx", "it('works')");
  write("src/shared/stages.ts", "export const STAGES = [];");
  write("src/server/app.ts", "export const app = 1;");
  write("package-lock.json", "{}");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("is missing without a build, stale without a record, and current once built from these sources", () => {
  expect(frontEndBuildState(root)).toBe("missing");
  write("build/client/index.html", "<!doctype html>");
  expect(frontEndBuildState(root)).toBe("stale");
  build();
  expect(frontEndBuildState(root)).toBe("current");
});

it.each([
  ["a page's code changes", "src/web/app/root.tsx", "export default 2;"],
  ["a shared module changes", "src/shared/stages.ts", "export const STAGES = ['Writing'];"],
  ["a static file is added", "public/robots.txt", "User-agent: *"],
  ["the locked packages change", "package-lock.json", '{"lockfileVersion":3}'],
])("is stale when %s", (_, file, content) => {
  build();
  write(file, content);
  expect(frontEndBuildState(root)).toBe("stale");
});

it("stays current when only tests or the server change, which the front end is not built from", () => {
  build();
  write("src/web/app/root.test.tsx", "it('still works')");
  write("src/server/app.ts", "export const app = 2;");
  expect(frontEndBuildState(root)).toBe("current");
});
