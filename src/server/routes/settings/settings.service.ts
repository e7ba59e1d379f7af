import { sql } from "drizzle-orm";
import { ACTIVITY_ACTIONS, recordActivity } from "#server/activity/index";
import { getSignUpMode } from "#server/auth/invitations";
import type { Viewer } from "#server/context";
import type { Database } from "#server/db/client";
import { appSettings } from "#server/db/schema/index";
import type { Settings } from "#shared/schemas/settings";

export async function getSettings(db: Database): Promise<Settings> {
  return { sign_up_mode: await getSignUpMode(db) };
}

/** Saves the settings (one row, created on first save) and records a change in the activity log. */
export async function updateSettings(db: Database, actor: Viewer, input: Settings): Promise<Settings> {
  return db.transaction(async (tx) => {
    const before = await tx.execute<{ sign_up_mode: string }>(
      sql`select sign_up_mode from app_settings where id = 'app' for update`,
    );
    const previous = before.rows[0]?.sign_up_mode ?? "open";
    await tx
      .insert(appSettings)
      .values({ id: "app", signUpMode: input.sign_up_mode, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: appSettings.id,
        set: { signUpMode: input.sign_up_mode, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    if (previous !== input.sign_up_mode) {
      await recordActivity(tx, {
        projectId: null,
        actorId: actor.id,
        action: ACTIVITY_ACTIONS.signUpModeChanged,
        details: { sign_up_mode: input.sign_up_mode },
      });
    }
    return { sign_up_mode: input.sign_up_mode };
  });
}
