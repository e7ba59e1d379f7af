import type { Config } from "@react-router/dev/config";

/**
 * Public pages are prerendered to static HTML (readable without JavaScript);
 * /platform stays a client-rendered app (brief §3).
 */
export default {
  appDirectory: "src/web/app",
  buildDirectory: "build",
  ssr: false,
  prerender: ["/", "/about", "/services", "/contact", "/404"],
} satisfies Config;
