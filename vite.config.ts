import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parseToolEnv } from "#server/env";
import routerConfig from "./react-router.config";

// In development the API runs on API_PORT (scripts/dev.ts) and Vite proxies to it.
const apiPort = parseToolEnv().API_PORT;

/**
 * How the browser build is cut into files (decisions 017 and 022). Left to itself the bundler made
 * a file for every set of pages sharing a module: 126 files, most under 2 KB, and 60 requests for
 * one platform page. Instead:
 *   - framework: React, React DOM and React Router (with its entry), which every page needs;
 *   - platform-core: what the login page needs besides (data cache, toasts, class names, the API
 *     client, the login form) — the smallest set a platform page runs on;
 *   - zod: the schema library and every shared schema, which a page loads when a form is first
 *     used or a live event arrives, never as it starts (decision 028); the public contact page's
 *     validator, an entry of this build (`?chunk-url`), loads it too instead of a copy of its own;
 *   - shared-values: the plain values of src/shared the schemas use and the pages use too (stages,
 *     roles, limits), apart from both so that neither pulls the other in;
 *   - ui-primitives: the Radix primitives (dialogs, menus, tooltips) the signed-in pages use;
 *   - platform-ui: the app code and date library two or more signed-in pages share, and
 *     react-hook-form, which every page loading it uses too (a file of its own was one more request);
 *   - site: what only the public pages' client-side visits use;
 *   - one file per route for the rest, and the chart library stays with the one page using it.
 */
const inPackages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const FRAMEWORK = inPackages(
  "react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@react-router[\\\\/]dev[\\\\/]dist[\\\\/]config[\\\\/]defaults",
);
const BUNDLER_RUNTIME = /^\0?rolldown[\\/]runtime/;
const CORE_PACKAGES = inPackages("@tanstack|sonner|tailwind-merge|clsx|class-variance-authority|hono");
// Validation: loaded on first use by the signed-in pages, and by the contact page's validator,
// which must not load React with it: zod gets a file of its own.
const ZOD_PACKAGE = inPackages("zod");
// Forms: with the app code signed-in pages share, which every page with a form loads anyway.
const FORMS_PACKAGES = inPackages("react-hook-form|@hookform");
// The radix-ui package re-exports every primitive: through it, each would look used by the login page.
const PRIMITIVE_PACKAGES = inPackages(
  "radix-ui|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib",
);
// The public pages' enhancement scripts sit beside their routes but are entries of their own.
const ROUTE_MODULE = /[\\/]src[\\/]web[\\/]app[\\/](root\.tsx|routes[\\/](?!site[\\/]scripts[\\/]))/;
const CORE_ROUTE = /[\\/]src[\\/]web[\\/]app[\\/](root\.tsx|routes[\\/]platform[\\/](layout|login)\.tsx)/;
const PLATFORM_ROUTE = /[\\/]src[\\/]web[\\/]app[\\/]routes[\\/]platform[\\/]/;

interface ChunkContext {
  getModuleInfo: (id: string) => { importers: readonly string[]; importedIds: readonly string[] } | null;
}

const SCHEMA_MODULE = /[\\/]src[\\/]shared[\\/]schemas[\\/]/;
const PLAIN_SHARED_MODULE = /[\\/]src[\\/]shared[\\/][^\\/]+$/;
const neededBySchemas = new Map<string, boolean>();
/**
 * A plain module of src/shared (no zod) that a schema imports, directly or through other such
 * modules: the values both the pages and the schemas use (stages, roles, limits).
 */
function isNeededBySchemas(id: string, context: ChunkContext): boolean {
  const known = neededBySchemas.get(id);
  if (known !== undefined) return known;
  neededBySchemas.set(id, false); // an import cycle answers no
  const answer =
    PLAIN_SHARED_MODULE.test(id) &&
    (context.getModuleInfo(id)?.importers ?? []).some(
      (importer) => SCHEMA_MODULE.test(importer) || isNeededBySchemas(importer, context),
    );
  neededBySchemas.set(id, answer);
  return answer;
}

const routesUsing = new Map<string, Set<string>>();
/** The route modules that import `id`, directly or through other modules. */
function routeModulesUsing(id: string, context: ChunkContext): Set<string> {
  const known = routesUsing.get(id);
  if (known) return known;
  const routes = new Set<string>();
  const seen = new Set([id]);
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (ROUTE_MODULE.test(current)) {
      routes.add(current);
      continue;
    }
    for (const importer of context.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      stack.push(importer);
    }
  }
  routesUsing.set(id, routes);
  return routes;
}

function chunkFor(id: string, context: ChunkContext): string | null {
  // Stylesheets stay with the module that imports them (one stylesheet for the whole site).
  if (id.endsWith(".css")) return null;
  if (FRAMEWORK.test(id) || BUNDLER_RUNTIME.test(id)) return "framework";
  if (CORE_PACKAGES.test(id)) return "platform-core";
  if (ZOD_PACKAGE.test(id) || SCHEMA_MODULE.test(id)) return "zod";
  if (isNeededBySchemas(id, context)) return "shared-values";
  if (FORMS_PACKAGES.test(id)) return "platform-ui";
  if (PRIMITIVE_PACKAGES.test(id)) return "ui-primitives";
  if (ROUTE_MODULE.test(id)) return null;
  const routes = [...routeModulesUsing(id, context)];
  if (routes.some((route) => CORE_ROUTE.test(route))) return "platform-core";
  const platformRoutes = routes.filter((route) => PLATFORM_ROUTE.test(route)).length;
  // Shared by two signed-in pages, or by one and the site (an icon, say): not a file of its own.
  if (platformRoutes >= 2 || (platformRoutes === 1 && routes.length > 1)) return "platform-ui";
  if (routes.length > 0 && platformRoutes === 0) return "site";
  return null;
}

/**
 * `import { X } from "lucide-react"` goes through the package's index, which imports every icon:
 * to the chunk grouping, each icon then looks used by whatever imports the index, the login page
 * included. Rewritten to import each icon's own file, an icon lands with the pages that use it.
 */
function lucideIconImports(): Plugin {
  const manifest = createRequire(import.meta.url).resolve("lucide-react/package.json");
  const barrel = path.join(path.dirname(manifest), JSON.parse(fs.readFileSync(manifest, "utf8")).module);
  const fileOf = new Map<string, string>();
  for (const line of fs.readFileSync(barrel, "utf8").split("\n")) {
    const match = /^export \{ (.+) \} from '(\.\/icons\/[^']+)';$/.exec(line);
    if (!match) continue;
    const file = path.join(path.dirname(barrel), match[2]);
    for (const name of match[1].matchAll(/default as (\w+)/g)) fileOf.set(name[1], file);
  }
  return {
    name: "folio:lucide-icon-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/[\\/]src[\\/]web[\\/].*\.tsx?$/.test(id) || !code.includes('"lucide-react"')) return null;
      const rewritten = code.replace(/import \{([^}]*)\} from "lucide-react";/g, (whole, list: string) => {
        const imports: string[] = [];
        for (const raw of list.split(",")) {
          const specifier = raw.trim();
          if (!specifier || specifier.startsWith("type ")) continue;
          const [name, local = name] = specifier.split(/\s+as\s+/);
          const file = fileOf.get(name);
          if (!file) return whole; // not an icon (a helper): keep the import as written
          imports.push(`import ${local} from ${JSON.stringify(file)};`);
        }
        return imports.join("\n");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

const CHUNK_URL = "?chunk-url";
const CHUNK_URL_MODULE = "\0folio-chunk-url:";
const CHUNK_URL_PLACEHOLDER = /__FOLIO_CHUNK_URL_(\w+)__/g;

/**
 * `import src from "./script.ts?chunk-url"`: the address of `script.ts` built as an entry of the
 * browser build itself, so it shares that build's files (zod, say). `?worker&url` would bundle it
 * apart with its own copy of everything it imports. The prerendered pages, built after the browser
 * build, read the same address from its manifest; in development it is the source file, which
 * Vite serves.
 */
function chunkUrls(): Plugin {
  let root = "";
  return {
    name: "folio:chunk-url",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(CHUNK_URL)) return null;
      const target = await this.resolve(source.slice(0, -CHUNK_URL.length), importer, { skipSelf: true });
      return target ? `${CHUNK_URL_MODULE}${target.id}` : null;
    },
    load(id) {
      if (!id.startsWith(CHUNK_URL_MODULE)) return null;
      const target = id.slice(CHUNK_URL_MODULE.length);
      const source = path.relative(root, target);
      if (this.environment.mode === "dev") return `export default ${JSON.stringify(`/${source}`)};`;
      if (this.environment.name === "client") {
        const reference = this.emitFile({ type: "chunk", id: target });
        return `export default "__FOLIO_CHUNK_URL_${reference}__";`;
      }
      const manifestFile = path.join(root, routerConfig.buildDirectory, "client", ".vite", "manifest.json");
      const manifest = fs.existsSync(manifestFile)
        ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>)
        : {};
      const file = manifest[source]?.file;
      if (!file) this.error(`${source} is not in the browser build's manifest, which must be built first`);
      return `export default ${JSON.stringify(`/${file}`)};`;
    },
    renderChunk(code) {
      if (!code.includes("__FOLIO_CHUNK_URL_")) return null;
      return {
        code: code.replace(CHUNK_URL_PLACEHOLDER, (_, reference) => `/${this.getFileName(reference)}`),
        map: null,
      };
    },
  };
}

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const SONNER_STYLE_INJECTION = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * Sonner (the toasts) carries its stylesheet as a 15 KB string in its script and writes it into the
 * page when the script runs: 2.8 KB gzipped of every platform page's JavaScript, and a style
 * recalculation of the whole page while the app starts. The same stylesheet ships as
 * `sonner/dist/styles.css`, which app.css imports, so the string is taken out of the script. A
 * sonner that no longer writes its styles this way fails the build here rather than losing them.
 */
function sonnerStylesInStylesheet(): Plugin {
  return {
    name: "folio:sonner-styles-in-stylesheet",
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return null;
      if (!SONNER_STYLE_INJECTION.test(code)) {
        this.error("sonner no longer writes its styles with __insertCSS: check app.css's import of its stylesheet");
      }
      return { code: code.replace(SONNER_STYLE_INJECTION, ""), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    chunkUrls(),
    lucideIconImports(),
    sonnerStylesInStylesheet(),
    tailwindcss(),
    reactRouter(),
    {
      // A group takes only the modules it names (not their imports, which would pull every radix
      // primitive in behind the one the login page uses); the bundler requires entry chunks then
      // be allowed to export more than their module does. React Router reads only the names it knows.
      name: "folio:entry-signatures",
      applyToEnvironment: (environment) => environment.name === "client",
      options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
    },
  ],
  server: {
    host: "127.0.0.1",
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: chunkFor, debugName: "folio-chunks" }],
            },
          },
        },
      },
    },
  },
});
