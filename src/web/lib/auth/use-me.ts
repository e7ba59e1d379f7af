import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Me } from "#shared/schemas/team";
import { api, toError, unwrap } from "#web/lib/api-client";
import { takeFirstAnswer } from "#web/lib/first-data";
import { takeEarlySession } from "#web/lib/platform-boot";

export const meQueryKey = ["me"] as const;

type Session = InferResponseType<typeof api.session.$get, 200>;

/**
 * Who is signed in. The first ask takes the request the document's boot script already
 * started; a signed-out visitor is an answer (null), not a failed request.
 */
async function fetchSession(): Promise<Session> {
  const early = takeEarlySession();
  if (!early) return unwrap(api.session.$get());
  const res = await early;
  if (!res.ok) throw await toError(res);
  return (await res.json()) as Session;
}

/** The signed-in user and role, or null when signed out. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => (await fetchSession()).me,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * The session a signed-in page's document carried, put in the cache before the first render, so
 * the shell and the page draw at once instead of waiting for "who is signed in?".
 */
export function seedSessionFromDocument(queryClient: QueryClient): void {
  const session = takeFirstAnswer("/api/session") as Session | undefined;
  if (session) queryClient.setQueryData(meQueryKey, session.me);
}
