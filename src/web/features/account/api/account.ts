import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, api, unwrap } from "#web/lib/api-client";
import { authClient } from "#web/lib/auth/auth-client";
import { meQueryKey } from "#web/lib/auth/use-me";

export const accountKeys = { sessions: ["account", "sessions"] as const };

/** Better Auth's client answers { data, error }; an error becomes a thrown ApiRequestError with its message. */
async function orThrow<T>(
  call: Promise<{ data: T | null; error: { status: number; code?: string; message?: string } | null }>,
) {
  const { data, error } = await call;
  if (error) {
    throw new ApiRequestError(error.status, error.code ?? "error", error.message || "An unexpected error occurred");
  }
  return data as T;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) => unwrap(api.account.$patch({ json: { full_name: fullName } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => unwrap(api.account.avatar.$post({ form: { file } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.account.avatar.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** Needs the current password; the server ends every other session. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      orThrow(authClient.changePassword({ ...input, revokeOtherSessions: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** The account's sessions and which of them is this browser's. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async () => {
      const [sessions, current] = await Promise.all([
        orThrow(authClient.listSessions()),
        orThrow(authClient.getSession()),
      ]);
      return { sessions, currentId: current?.session.id ?? null };
    },
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => orThrow(authClient.revokeOtherSessions()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Signs one other device out, say a phone that was lost or a shared computer left signed in. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => orThrow(authClient.revokeSession(token)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
