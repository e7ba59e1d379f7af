import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiStubError, stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { SessionsCard } from "./sessions-card";

const USER_ID = "user-1";
const PHONE = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";

function session(id: string, userAgent: string, hoursAgo: number) {
  const createdAt = new Date(Date.now() - hoursAgo * 3_600_000);
  return {
    id,
    token: `token-${id}`,
    userId: USER_ID,
    userAgent,
    ipAddress: "203.0.113.7",
    createdAt,
    updatedAt: createdAt,
    expiresAt: new Date(Date.now() + 86_400_000),
  };
}

const thisLaptop = session("laptop", LAPTOP, 1);
const lostPhone = session("phone", PHONE, 30);
const user = {
  id: USER_ID,
  name: "Sam Sessions",
  email: "sam@example.test",
  emailVerified: false,
  image: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  role: "Editor",
  deactivatedAt: null,
};

/** The account's two sessions until one is revoked; records the tokens revoked. */
function stubSessions(revoke: ApiStubError | null = null) {
  let sessions = [thisLaptop, lostPhone];
  const revoked: string[] = [];
  stubApi({
    "/auth/list-sessions": { $get: () => sessions },
    "/auth/get-session": { $get: { session: thisLaptop, user } },
    "/auth/revoke-session": {
      $post: ({ body }) => {
        if (revoke) return revoke;
        const { token } = body as { token: string };
        revoked.push(token);
        sessions = sessions.filter((s) => s.token !== token);
        return { status: true };
      },
    },
  });
  return revoked;
}

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

describe("SessionsCard", () => {
  it("signs out one other device by its own button, and the list no longer shows it", async () => {
    const revoked = stubSessions();
    const person = userEvent.setup();
    renderWithProviders(<SessionsCard />);
    const list = await screen.findByRole("list", { name: "Sessions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    // This device has no button of its own: "Sign out" in the menu is how it leaves.
    expect(within(list).getAllByRole("button", { name: /^Sign out / })).toHaveLength(1);

    await person.click(within(list).getByRole("button", { name: /^Sign out Chrome on Android, signed in/ }));

    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(revoked).toEqual(["token-phone"]);
    expect(within(list).getByText("Firefox on Linux")).toBeVisible();
    expect(toast.getToasts()).toContainEqual(expect.objectContaining({ title: "Signed out Chrome on Android" }));
  });

  it("says so when the server refuses, and keeps the device listed", async () => {
    stubSessions(new ApiStubError(500, "The database is not answering"));
    const person = userEvent.setup();
    renderWithProviders(<SessionsCard />);
    const list = await screen.findByRole("list", { name: "Sessions" });
    await person.click(within(list).getByRole("button", { name: /^Sign out Chrome on Android/ }));
    await vi.waitFor(() =>
      expect(toast.getToasts()).toContainEqual(
        expect.objectContaining({
          title: "Error signing out that session",
          description: "The database is not answering",
        }),
      ),
    );
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });
});
