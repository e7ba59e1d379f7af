/**
 * The API's document states every answer a route can give that follows from the shared rules:
 * 400 wherever a route reads input, 401 wherever a signed-out caller is refused.
 */
import { expect, it } from "vitest";
import { isAnonymousRequest } from "#server/policy/index";
import { createTestApp } from "#tests/setup/test-app";

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

it("documents 400 on every route with input and 401 on every route that needs a signed-in viewer", async () => {
  const t = await createTestApp();
  const doc = (await (await t.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const missing: string[] = [];
  let operations = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations += 1;
      const answers = Object.keys(operation.responses ?? {});
      const readsInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      if (readsInput && !answers.includes("400")) missing.push(`${method} ${path}: 400`);
      const signedIn = !isAnonymousRequest(method.toUpperCase(), path.replace(/\{[^}]+\}/g, "id"));
      if (signedIn && !answers.includes("401")) missing.push(`${method} ${path}: 401`);
    }
  }
  expect(missing).toEqual([]);
  expect(operations).toBeGreaterThan(50);
});
