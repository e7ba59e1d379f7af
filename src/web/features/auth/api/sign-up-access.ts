import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";

export const signUpAccessKeys = {
  policy: ["sign-up-policy"] as const,
  invitation: (token: string) => ["invitation-lookup", token] as const,
};

/** Whether anyone may create an account or only invited people. */
export function useSignUpPolicy() {
  return useQuery({
    queryKey: signUpAccessKeys.policy,
    queryFn: () => unwrap(api.settings["sign-up"].$get()),
    staleTime: 60_000,
  });
}

/** The email and role of a valid invitation link, or why it no longer works. */
export function useInvitationLookup(token: string | null) {
  return useQuery({
    queryKey: signUpAccessKeys.invitation(token ?? ""),
    queryFn: () => unwrap(api.invitations.lookup.$get({ query: { token: token ?? "" } })),
    enabled: !!token,
    retry: false,
  });
}
