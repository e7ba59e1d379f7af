import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this; it needs no database connection.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
