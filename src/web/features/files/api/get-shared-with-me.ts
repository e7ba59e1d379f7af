import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api-client";
import { fileKeys } from "./file-keys";

export async function getSharedWithMe() {
  const { items } = await unwrap(api["shared-files"].$get());
  return items;
}

/** Files other people shared with the signed-in user, newest share first. */
export function useSharedWithMe() {
  return useQuery({ queryKey: fileKeys.sharedWithMe(), queryFn: getSharedWithMe });
}
