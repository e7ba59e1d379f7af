import { useQuery } from "@tanstack/react-query";
import type { Board } from "#shared/schemas/board";
import { api, unwrap } from "#web/lib/api-client";
import { progressKeys } from "./progress-keys";

export function getBoard(today: string): Promise<Board> {
  return unwrap(api.board.$get({ query: { today } }));
}

/** The pipeline board; `today` is the viewer's calendar day (it decides what is overdue). */
export function useBoard(today: string) {
  return useQuery({ queryKey: progressKeys.board(today), queryFn: () => getBoard(today) });
}
