import { expect, test } from "@playwright/test";
import { ADMIN, ADMIN_STATE } from "./support/accounts";
import { E2E_BASE_URL } from "./support/base-url";

// The first page loads of a cold server, and several pages in the second test: room for a loaded machine.
test.describe.configure({ timeout: 240_000 });

/** On an empty install, the first account created on the login page becomes Admin. */
test("the first account created becomes Admin", async ({ page }) => {
  await page.goto("/platform/login");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByLabel("Full Name").fill(ADMIN.name);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  const submit = page.getByRole("button", { name: "Create Account" });
  await submit.click();
  await expect(page.getByText("Sign Up Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  await expect(page.getByText("Here's your current status as an Admin")).toBeVisible();
  await expect(page.getByRole("link", { name: "Team Members" })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE });

  // A new install leads with its first steps rather than a page of zeros.
  await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Invite member" })).toHaveAttribute("href", "/platform/users");
});

/**
 * Runs here, before the parallel specs start, because it switches the whole
 * install to invite-only for a moment (and back): no other test signs up meanwhile.
 */
test("invite-only mode refuses a plain sign-up and accepts an invited one with its role", async ({ browser }) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const adminPage = await admin.newPage();
  try {
    await adminPage.goto("/platform/settings");
    await expect(adminPage.getByRole("heading", { name: "Settings" })).toBeVisible({ timeout: 20_000 });
    await adminPage.getByRole("radio", { name: /Invited people only/ }).check();
    await expect(adminPage.getByText("Settings saved")).toBeVisible();

    // A plain sign-up: the login page says how to get access and offers no form to be refused,
    // and the server refuses one sent anyway.
    const stranger = await browser.newPage();
    await stranger.goto("/platform/login");
    await expect(stranger.getByText("Accounts are by invitation: ask an Admin of your team.")).toBeVisible({
      timeout: 20_000,
    });
    await expect(stranger.getByRole("button", { name: "Create account" })).toHaveCount(0);
    const refused = await stranger.request.post("/api/auth/sign-up/email", {
      data: { name: "Sly Stranger", email: `stranger-${Date.now()}@meridian.test`, password: "stranger-password" },
      headers: { origin: E2E_BASE_URL },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toContain("New accounts are by invitation only");
    await stranger.close();

    // An invitation: the link opens create-account mode with the email fixed; the role applies.
    const email = `invited-${Date.now()}@meridian.test`;
    await adminPage.getByLabel("Email").fill(email);
    await adminPage.getByLabel("Role", { exact: true }).selectOption("Editor");
    await adminPage.getByRole("button", { name: "Invite" }).click();
    await expect(adminPage.getByText("Invitation created")).toBeVisible();
    const url = await adminPage.getByLabel(`Invitation link for ${email}`, { exact: true }).inputValue();
    await expect(adminPage.getByTestId(`invitation-${email}`)).toContainText("Pending");

    const invited = await browser.newPage();
    await invited.goto(url);
    await expect(invited.getByText("You were invited as an Editor.")).toBeVisible({ timeout: 20_000 });
    await expect(invited.getByLabel("Email")).toHaveValue(email);
    await expect(invited.getByLabel("Email")).toHaveAttribute("readonly", "");
    await invited.getByLabel("Full Name").fill("Ines Invited");
    await invited.getByLabel("Password").fill("invited-password");
    await invited.getByRole("button", { name: "Create Account" }).click();
    await expect(invited).toHaveURL(/\/platform\/dashboard$/);
    await expect(invited.getByText("Here's your current status as an Editor")).toBeVisible();
    await invited.close();

    await adminPage.reload();
    await expect(adminPage.getByTestId(`invitation-${email}`)).toContainText("Accepted", { timeout: 20_000 });
  } finally {
    const res = await adminPage.request.put("/api/settings", {
      data: { sign_up_mode: "open" },
      headers: { origin: new URL(adminPage.url()).origin },
    });
    expect(res.status()).toBe(200);
    await admin.close();
  }
});
