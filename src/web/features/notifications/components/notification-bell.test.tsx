import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "#shared/schemas/notifications";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { NotificationBell } from "./notification-bell";

afterEach(() => vi.unstubAllGlobals());

const TITLE = "Amara Okafor commented on “The Baobab Keeper”";
const comment = (id: string, body: string): Notification => ({
  id,
  kind: "comment_added",
  title: TITLE,
  body,
  link: "/platform/projects/p-1",
  read: false,
  created_at: "2026-11-26T09:00:00.000Z",
});

describe("NotificationBell", () => {
  it("names each notice's link and Mark as read button by its title and the start of its text, so notices with one title differ", async () => {
    stubApi({
      "/notifications": {
        $get: {
          items: [
            comment("n-1", "Could chapter three open at the well instead of the market? It would set up the drought."),
            comment("n-2", "Approved."),
          ],
          unread: 2,
        },
      },
    });
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      `${TITLE}: Could chapter three open at the well…`,
      `${TITLE}: Approved.`,
    ]);
    expect(screen.getByRole("button", { name: `Mark as read: ${TITLE}: Approved.` })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Mark as read:/ })).toHaveLength(2);
  });
});
