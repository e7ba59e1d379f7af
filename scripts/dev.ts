/**
 * `npm run dev`: the API server (with file watching) on API_PORT and Vite's dev
 * server on PORT, which proxies /api to it. Ctrl+C stops both.
 */
import { spawn } from "node:child_process";
import { envWith, parseEnv, parseToolEnv } from "#server/env";

const port = String(parseEnv().PORT);
const apiPort = String(parseToolEnv().API_PORT);
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    // The browser talks to Vite's origin, so that is the public URL for cookies and CSRF.
    env: envWith({ PORT: apiPort, PUBLIC_URL: `http://127.0.0.1:${port}`, NODE_ENV: "development" }),
  }),
  spawn(process.execPath, ["node_modules/@react-router/dev/bin.js", "dev", "--port", port], {
    stdio: "inherit",
    env: envWith({ API_PORT: apiPort }),
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
