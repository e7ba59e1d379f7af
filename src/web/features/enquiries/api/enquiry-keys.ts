import type { EnquiryStatus } from "./enquiries";

/** Query keys of the enquiries feature: one list per status, both under `all`. */
export const enquiryKeys = {
  all: ["enquiries"] as const,
  list: (status: EnquiryStatus) => [...enquiryKeys.all, status] as const,
};
