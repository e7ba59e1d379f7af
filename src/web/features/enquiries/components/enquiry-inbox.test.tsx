import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { EnquiryInbox } from "./enquiry-inbox";

afterEach(() => vi.unstubAllGlobals());

const enquiry = {
  id: "6d0f8a52-1c5e-4c1b-9a0e-3f9d2c1b7a10",
  name: "Jane Visitor",
  email: "jane@example.test",
  phone: null,
  division: null,
  subject: "Printing quote",
  message: "How much for 500 copies?",
  status: "open" as const,
  created_at: "2026-11-26T09:00:00.000000Z",
  handled_at: null,
  handled_by_name: null,
};

describe("EnquiryInbox", () => {
  it("shows how many enquiries each filter holds, from the list's answer", async () => {
    stubApi({ "/enquiries": { $get: { enquiries: [enquiry], nextCursor: null, counts: { open: 1, handled: 12 } } } });
    renderWithProviders(<EnquiryInbox status="open" onStatusChange={() => undefined} />);
    expect(await screen.findByText("Printing quote")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open 1" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Handled 12" })).toHaveAttribute("aria-pressed", "false");
  });
});
