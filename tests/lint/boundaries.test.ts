/**
 * Proves that each architecture rule in biome.json bites: every probe below is a small file with
 * one forbidden import (or one process.env read), written where the rule applies, then linted by
 * the real Biome with the repository's configuration. Each probe must fail with its own rule and
 * message; the control probes (the allowed form of the same import) must lint clean.
 *
 * The probes are written into a copy of the configuration in a temporary folder, never into src/:
 * the suite's other files read src/ while this one runs (the front end's source fingerprint, which
 * a probe there made "stale"), and a probe must not be left there by a test cut short. The rules
 * read only each file's path and imports, and the import-cycle rule resolves the aliases through
 * the copied package.json and tsconfig.json.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules/.bin/biome");
const PROBE = "zz-lint-probe";

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

interface Probe {
  file: string;
  source: string;
  /** The rule that must fire (absent: the file must lint clean). */
  rule?: string;
  /** Words the rule's message must contain, so the right rule fired for the right reason. */
  says?: string;
}

const probes: Record<string, Probe> = {
  featureImportsFeature: {
    file: `src/web/features/${PROBE}/api/probe.ts`,
    source: `import { projectKeys } from "#web/features/projects/api/project-keys";\nexport const probe = projectKeys;\n`,
    rule: "plugin",
    says: "A feature imports no other feature",
  },
  featureImportsItself: {
    file: `src/web/features/${PROBE}/components/probe.ts`,
    source: `import { probe } from "#web/features/${PROBE}/api/probe";\nexport const again = probe;\n`,
  },
  webImportsServerValue: {
    file: `src/web/lib/${PROBE}-server-value.ts`,
    source: `import { createApp } from "#server/app";\nexport const probe = createApp;\n`,
    rule: "plugin",
    says: "src/web imports src/server only as `import type`",
  },
  webImportsServerType: {
    file: `src/web/lib/${PROBE}-server-type.ts`,
    source: `import type { ApiRoutes } from "#server/app";\nexport type Probe = ApiRoutes;\n`,
  },
  sharedImportsPackage: {
    file: `src/shared/${PROBE}-package.ts`,
    source: `import { sql } from "drizzle-orm";\nexport const probe = sql;\n`,
    rule: "lint/style/noRestrictedImports",
    says: "it imports only zod and its own files",
  },
  sharedImportsServer: {
    file: `src/shared/${PROBE}-server.ts`,
    source: `import type { Env } from "#server/env";\nexport type Probe = Env;\n`,
    rule: "lint/style/noRestrictedImports",
    says: "it imports only zod and its own files",
  },
  sharedImportsZod: {
    file: `src/shared/schemas/${PROBE}-zod.ts`,
    source: `import { z } from "zod";\nimport { ROLES } from "#shared/roles";\nexport const probe = z.enum(ROLES);\n`,
  },
  plainSharedImportsZod: {
    file: `src/shared/${PROBE}-plain-zod.ts`,
    source: `import { z } from "zod";\nexport const probe = z.string();\n`,
    rule: "plugin",
    says: "a page must not evaluate them as it starts",
  },
  webImportsSchemaValue: {
    file: `src/web/lib/${PROBE}-schema-value.ts`,
    source: `import { commentInputSchema } from "#shared/schemas/project";\nexport const probe = commentInputSchema;\n`,
    rule: "plugin",
    says: "a page must not evaluate them as it starts",
  },
  webImportsSchemaType: {
    file: `src/web/lib/${PROBE}-schema-type.ts`,
    source: `import type { CommentInput } from "#shared/schemas/project";\nexport type Probe = CommentInput;\n`,
  },
  webLoadsSchemaOnUse: {
    file: `src/web/lib/${PROBE}-schema-load.ts`,
    source: `export const probe = () => import("#shared/schemas/project");\n`,
  },
  uiImportsSession: {
    file: `src/web/components/ui/${PROBE}.tsx`,
    source: `import { useMe } from "#web/lib/auth/use-me";\nexport const probe = useMe;\n`,
    rule: "lint/style/noRestrictedImports",
    says: "components/ui holds primitives",
  },
  uiImportsFeature: {
    file: `src/web/components/ui/${PROBE}-feature.tsx`,
    source: `import { projectKeys } from "#web/features/projects/api/project-keys";\nexport const probe = projectKeys;\n`,
    rule: "lint/style/noRestrictedImports",
    says: "components/ui holds primitives",
  },
  processEnvOutsideEnvTs: {
    file: `src/server/lib/${PROBE}-env.ts`,
    source: `export const port = process.env.PORT;\n`,
    rule: "lint/style/noProcessEnv",
  },
  parentRelativeImport: {
    file: `src/web/lib/${PROBE}-dir/probe.ts`,
    source: `import { cn } from "../cn";\nexport const probe = cn;\n`,
    rule: "lint/style/noRestrictedImports",
    says: "Relative imports stay inside one folder",
  },
  serviceImportsPolicy: {
    file: `src/server/routes/${PROBE}/${PROBE}.service.ts`,
    source: `import { requireViewer } from "#server/policy/index";\nexport const probe = requireViewer;\n`,
    rule: "lint/style/noRestrictedImports",
    says: "Services import nothing from policy",
  },
  serverImportsWeb: {
    file: `src/server/lib/${PROBE}-web.ts`,
    source: `import { cn } from "#web/lib/cn";\nexport const probe = cn;\n`,
    rule: "lint/style/noRestrictedImports",
    says: "src/server runs on Node only",
  },
  handWrittenLoadError: {
    file: `src/web/features/${PROBE}/components/load-error.tsx`,
    source: `export const Probe = () => (\n  <p role="alert" className="text-sm">\n    The comments could not be loaded. Please try again.\n  </p>\n);\n`,
    rule: "plugin",
    says: "shown by QueryState",
  },
  handWrittenLoadingLine: {
    file: `src/web/app/routes/${PROBE}-loading.tsx`,
    source: `export const Probe = () => <p role="status">Loading users…</p>;\n`,
    rule: "plugin",
    says: "shown by QueryState",
  },
  notFoundTextIsNoAlert: {
    file: `src/web/features/${PROBE}/components/not-found.tsx`,
    source: `export const Probe = () => <p>The requested project could not be loaded. It may have been deleted.</p>;\n`,
  },
  cycleFirst: {
    file: `src/web/lib/${PROBE}-cycle/first.ts`,
    source: `import { second } from "#web/lib/${PROBE}-cycle/second";\nexport const first = () => second;\n`,
    rule: "lint/suspicious/noImportCycles",
  },
  cycleSecond: {
    file: `src/web/lib/${PROBE}-cycle/second.ts`,
    source: `import { first } from "./first";\nexport const second = () => first;\n`,
    rule: "lint/suspicious/noImportCycles",
  },
};

/** What Biome reads of the repository to apply its rules: the configuration, its plugins and the aliases. */
const CONFIGURATION = ["biome.json", "lint", "package.json", "tsconfig.json"];

let sandbox = "";
let diagnostics: Diagnostic[] = [];
let exitCode = 0;

beforeAll(async () => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), "folio-lint-probes-"));
  for (const entry of CONFIGURATION) fs.cpSync(path.join(ROOT, entry), path.join(sandbox, entry), { recursive: true });
  for (const probe of Object.values(probes)) {
    const target = path.join(sandbox, probe.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, probe.source, { flag: "wx" });
  }
  const files = Object.values(probes).map((p) => p.file);
  try {
    // The copy is no git checkout, so Biome's .gitignore lookup is off there.
    const args = ["lint", "--vcs-enabled=false", "--reporter=json", ...files];
    const { stdout } = await promisify(execFile)(BIOME, args, { cwd: sandbox });
    diagnostics = JSON.parse(stdout).diagnostics;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    exitCode = failed.code ?? 1;
    diagnostics = JSON.parse(failed.stdout ?? "{}").diagnostics ?? [];
  }
}, 120_000);

afterAll(() => {
  if (sandbox) fs.rmSync(sandbox, { recursive: true, force: true });
});

describe("architecture lint rules", () => {
  it("fails the lint run", () => {
    expect(exitCode).not.toBe(0);
  });

  for (const [name, probe] of Object.entries(probes)) {
    it(probe.rule ? `${name}: ${probe.rule} reports ${probe.file}` : `${name}: ${probe.file} lints clean`, () => {
      const own = diagnostics.filter((d) => d.location.path === probe.file);
      if (!probe.rule) {
        expect(own).toEqual([]);
        return;
      }
      expect(own.map((d) => d.category)).toContain(probe.rule);
      if (probe.says) {
        expect(own.filter((d) => d.category === probe.rule).map((d) => d.message)).toEqual(
          expect.arrayContaining([expect.stringContaining(probe.says)]),
        );
      }
    });
  }
});
