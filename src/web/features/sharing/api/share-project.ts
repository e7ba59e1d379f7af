import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { ShareProjectInput } from "#shared/schemas/sharing";
import { api, IDEMPOTENCY_KEY_HEADER, unwrap } from "#web/lib/api-client";
import { createChangeKey } from "#web/lib/change-key";

/**
 * share_project: the answer's message is what the dialog shows. Sharing again bumps the share's
 * version and notifies its recipient again, so the change carries a key: sent again after a lost
 * answer, it is made once.
 */
export function useShareProject(projectId: string) {
  const [changeKey] = useState(createChangeKey);
  return useMutation({
    mutationFn: (input: ShareProjectInput) =>
      unwrap(
        api.projects[":id"].shares.$post({
          param: { id: projectId },
          header: { [IDEMPOTENCY_KEY_HEADER]: changeKey.for([projectId, input]) },
          json: input,
        }),
      ),
    onSuccess: () => changeKey.done(),
  });
}
