import path from "node:path";
import { BUNDLE_BARS, bundleSizes } from "./support/bundle-sizes";
// The suite's own test, so this runs on a worker the other specs use rather than starting its own.
import { expect, test } from "./support/fixtures";

/**
 * The platform's JavaScript budget, read from the build under test (`npm run build`): what the
 * login page loads before it runs, every chunk of the app, and each chunk loaded later on.
 * A new dependency that lands in the wrong chunk fails here, not only in `npm run bench:web`.
 */
test("the build keeps the platform's JavaScript within its bars", () => {
  const sizes = bundleSizes(path.resolve("build/client"));
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const login = sizes.login.files.map(({ file, bytes }) => `${file} ${kb(bytes)} KB`).join(", ");
  expect(kb(sizes.login.bytes), `the login page's scripts: ${login}`).toBeLessThanOrEqual(BUNDLE_BARS.loginJsKb);
  // Every script file of the build: the app's and the public pages' enhancement scripts together.
  expect(kb(sizes.allBytes), "every script file of the build, gzipped").toBeLessThanOrEqual(BUNDLE_BARS.appChunksKb);
  expect(
    kb(sizes.largestLazyChunk.bytes),
    `the largest lazy chunk, ${sizes.largestLazyChunk.file}`,
  ).toBeLessThanOrEqual(BUNDLE_BARS.lazyChunkKb);
});
