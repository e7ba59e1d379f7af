import { useQuery } from "@tanstack/react-query";
import type { TeamMember } from "#shared/schemas/team";
import { api, unwrap } from "#web/lib/api-client";
import { projectKeys } from "./project-keys";

/** Everyone the signed-in user can pick, except themselves (GET /users/directory). */
export async function getColleagues(): Promise<TeamMember[]> {
  const { users } = await unwrap(api.users.directory.$get());
  return users;
}

export function useColleagues({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: projectKeys.colleagues(), queryFn: getColleagues, enabled, staleTime: 5 * 60_000 });
}
