import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";

export const backupStatusKeys = { all: ["backups", "status"] as const };

export function useBackupStatus() {
  return useQuery({ queryKey: backupStatusKeys.all, queryFn: () => unwrap(api.backups.status.$get()) });
}
