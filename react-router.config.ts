import type { Config } from "@react-router/dev/config";

/**
 * Public pages are prerendered to static HTML at build time (readable without JavaScript). The
 * platform's pages are rendered by the server per request (decision 027), and the browser
 * hydrates them. Every route module is listed in the document's manifest, so moving between
 * pages asks the server for nothing but data.
 */
export default {
  appDirectory: "src/web/app",
  buildDirectory: "build",
  ssr: true,
  prerender: ["/", "/about", "/services", "/contact", "/404"],
  routeDiscovery: { mode: "initial" },
} satisfies Config;
