import { badRequest } from "#server/lib/errors";
import { isUuid } from "#shared/schemas/common";

/**
 * The keyset position after a list item: its updated_at in whole microseconds
 * (Postgres' precision; a JS Date would round and skip or repeat rows) and its id.
 * Opaque to clients: base64url of "<micros>.<uuid>".
 */
export interface ProjectCursor {
  updatedAtMicros: string;
  id: string;
}

export function encodeCursor(cursor: ProjectCursor): string {
  return Buffer.from(`${cursor.updatedAtMicros}.${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string): ProjectCursor {
  const [micros, id, extra] = Buffer.from(value, "base64url").toString("utf8").split(".");
  if (extra !== undefined || !/^\d{1,18}$/.test(micros ?? "") || !isUuid(id ?? "")) {
    throw badRequest("The list position (cursor) is not valid. Reload the list.", { cursor: ["Invalid cursor"] });
  }
  return { updatedAtMicros: micros, id };
}
