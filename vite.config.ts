import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parseToolEnv } from "#server/env";

// In development the API runs on API_PORT (scripts/dev.ts) and Vite proxies to it.
const apiPort = parseToolEnv().API_PORT;

/**
 * How the browser build is cut into files (decisions 017 and 022). Left to itself the bundler made
 * a file for every set of pages sharing a module: 126 files, most under 2 KB, and 60 requests for
 * one platform page. Instead:
 *   - framework: React, React DOM and React Router (with its entry), which every page needs;
 *   - platform-core: what the login page needs besides (data cache, toasts, class names, the API
 *     client, the login form) — the smallest set a platform page runs on;
 *   - forms: zod and react-hook-form, which signed-in pages load up front and the login page only
 *     when its form is used;
 *   - ui-primitives: the Radix primitives (dialogs, menus, tooltips) the signed-in pages use;
 *   - platform-ui: the app code and date library two or more signed-in pages share;
 *   - site: what only the public pages' client-side visits use;
 *   - one file per route for the rest, and the chart library stays with the one page using it.
 */
const inPackages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const FRAMEWORK = inPackages(
  "react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@react-router[\\\\/]dev[\\\\/]dist[\\\\/]config[\\\\/]defaults",
);
const BUNDLER_RUNTIME = /^\0?rolldown[\\/]runtime/;
const CORE_PACKAGES = inPackages("@tanstack|sonner|tailwind-merge|clsx|class-variance-authority|hono");
// Forms and validation: every signed-in page needs zod (its live events are parsed), most a form.
const FORMS_PACKAGES = inPackages("zod|react-hook-form|@hookform");
// The radix-ui package re-exports every primitive: through it, each would look used by the login page.
const PRIMITIVE_PACKAGES = inPackages(
  "radix-ui|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib",
);
const ROUTE_MODULE = /[\\/]src[\\/]web[\\/]app[\\/](root\.tsx|routes[\\/])/;
const CORE_ROUTE = /[\\/]src[\\/]web[\\/]app[\\/](root\.tsx|routes[\\/]platform[\\/](layout|login)\.tsx)/;
const PLATFORM_ROUTE = /[\\/]src[\\/]web[\\/]app[\\/]routes[\\/]platform[\\/]/;

interface ChunkContext {
  getModuleInfo: (id: string) => { importers: readonly string[] } | null;
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
  if (FORMS_PACKAGES.test(id)) return "forms";
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

export default defineConfig({
  plugins: [
    lucideIconImports(),
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
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: chunkFor }] } },
        },
      },
    },
  },
});
