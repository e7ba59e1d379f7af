import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";
import { shareKeys } from "./share-keys";

/** get_projects_shared_with_me (GET /shares). */
export async function getSharedProjects() {
  const { items } = await unwrap(api.shares.$get());
  return items;
}

export function useSharedProjects() {
  return useQuery({ queryKey: shareKeys.mine(), queryFn: getSharedProjects });
}
