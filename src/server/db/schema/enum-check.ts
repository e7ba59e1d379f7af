import { type SQL, sql } from "drizzle-orm";

/** A CHECK (column IN (...)) for a fixed list of values; the values are our own constants, never user input. */
export function inList(column: string, values: readonly string[]): SQL {
  const quoted = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`"${column}" in (${quoted})`);
}
