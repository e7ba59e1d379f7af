import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";
import { notificationKeys } from "./notification-keys";

/** The newest notifications and the unread count (GET /notifications). */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => unwrap(api.notifications.$get()),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      unwrap(api.notifications[":notificationId"].read.$post({ param: { notificationId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.notifications.$patch({ json: { read: true } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
