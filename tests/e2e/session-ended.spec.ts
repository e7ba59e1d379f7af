import { createProject, uniqueTitle } from "#tests/e2e/projects-support";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { expect, test } from "#tests/e2e/support/fixtures";

test("when the session ends under an open page, the member signs in again over it and sends what they typed", async ({
  page,
  adminPage,
  browser,
  createUser,
  signIn,
}) => {
  const member = await createUser({ role: "Writer", name: uniqueTitle("Sam Session") });
  await signIn(page, member);
  // The page's live stream is open before the session ends (the server answers it at once).
  const streamOpen = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/events");
  await page.goto("/platform/account");
  expect((await streamOpen).status()).toBe(200);
  const name = page.getByLabel("Full Name");
  await name.fill("Sam Typed Before");

  // Elsewhere, the same member signs out of every other session, this page's included.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, member);
  const revoked = await elsewhere.request.post("/api/auth/revoke-other-sessions", {
    headers: { origin: E2E_BASE_URL },
    data: {},
  });
  expect(revoked.status()).toBe(200);
  await elsewhere.close();

  // The next live event for the member ends their page's stream, and the page says so by itself.
  const project = await createProject(adminPage, { title: uniqueTitle("Shared After Sign-out") });
  const shared = await adminPage.request.post(`/api/projects/${project.id}/shares`, {
    headers: { origin: E2E_BASE_URL },
    data: { userId: member.id },
  });
  expect(shared.status()).toBe(200);
  const dialog = page.getByRole("dialog", { name: "Your session has ended" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(member.email);
  // Set aside, it asks again at the first refused change.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue("Sam Typed Before");
  // Every toast that shows from here on is noted, however briefly it stays.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const text = toast.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(dialog).toBeVisible();
  // A wrong password is said so, in the dialog.
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog.getByText(/invalid/i)).toBeVisible();
  await dialog.getByLabel("Password").fill(member.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog).toBeHidden();

  // The page is as it was, and sending again works.
  await expect(page).toHaveURL(/\/platform\/account$/);
  await expect(name).toHaveValue("Sam Typed Before");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  // The dialog said what went wrong; no error toast repeated it beside the dialog.
  const toastsSeen = await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
  expect(toastsSeen.filter((text) => !text.includes("Profile updated"))).toEqual([]);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user.full_name).toBe("Sam Typed Before");
});
