import { actorLabel } from "#server/activity/index";
import type { Viewer } from "#server/context";
import type { DbOrTx } from "#server/db/client";
import { publishLiveEvent } from "#server/realtime/index";
import { createNotifications } from "./create-notifications";

/**
 * A file was shared with a user: they get a notification, and their open
 * 'Files Shared with Me' refreshes once the sharing transaction commits.
 * Sharing with yourself tells nobody anything new.
 */
export async function notifyFileShared(
  tx: DbOrTx,
  actor: Viewer,
  share: { userId: string; fileName: string },
): Promise<void> {
  if (share.userId === actor.id) return;
  await createNotifications(tx, [
    {
      userId: share.userId,
      kind: "file_shared",
      title: `${actorLabel(actor)} shared “${share.fileName}” with you`,
      link: "/platform/dashboard",
    },
  ]);
  await publishLiveEvent(tx, { type: "file-share" }, [share.userId]);
}
