import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parseToolEnv } from "#server/env";

// In development the API runs on API_PORT (scripts/dev.ts) and Vite proxies to it.
const apiPort = parseToolEnv().API_PORT;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    host: "127.0.0.1",
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: { sourcemap: false },
});
