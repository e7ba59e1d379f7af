import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A random secret kept in DATA_DIR with mode 0600, generated on first use,
 * so that sessions (and the embedded database password) survive restarts.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}
