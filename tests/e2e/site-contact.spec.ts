import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";
import { expect, test } from "./support/fixtures";

/**
 * The contact form: validation, an enquiry stored and handled in the Admin inbox, posts rate limited.
 * One test, the flood last: the limit (CONTACT_RATE_LIMIT_MAX in playwright.config.ts) counts every
 * accepted post from this machine's address, and no other spec posts enquiries.
 */
// One form, an inbox and a flood of posts: room for a loaded machine.
test.describe.configure({ timeout: 120_000 });

const origin = { origin: E2E_BASE_URL };

/** The page's script takes over the form after the load event; until then it is a plain HTML form. */
async function openContactForm(page: Page) {
  await page.goto("/contact");
  await expect(page.locator("form[data-contact-form]")).toHaveAttribute("data-enhanced", "");
}
const enquiry = (subject: string, overrides: Record<string, string> = {}) => ({
  name: "Spam Bot",
  email: "bot@example.test",
  subject,
  message: "Buy followers now",
  ...overrides,
});

test("the form shows each field's validation message; a valid message shows 'Sending...', then the success toast, clears the form, and reaches the Admin inbox; the per-IP rate limit answers 429 with a clear message, shown on the form", async ({
  page,
  adminPage,
  request,
}) => {
  await openContactForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full Name is required")).toBeVisible();
  await expect(page.getByText("Email Address is required")).toBeVisible();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  // Messages follow edits once shown, and the field's description carries them to assistive technology.
  await page.getByLabel("Email Address").fill("not-an-email");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Please enter a valid email address");
  await page.getByLabel("Full Name").fill("Jane Visitor");
  await expect(page.getByText("Full Name is required")).toBeHidden();
  await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");

  // The same form, now filled in whole.
  const subject = `Printing quote ${Date.now()}`;
  await page.getByLabel("Full Name").fill("Jane Visitor");
  await page.getByLabel("Email Address").fill("jane@example.test");
  await page.getByLabel("Phone Number").fill("+1 555 010 3000");
  await page.getByLabel("Division").selectOption({ label: "Publishing & Printing" });
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Could you quote for printing 500 copies of a 120-page book?\nThank you.");

  // The Admin has the inbox open while the visitor sends.
  await adminPage.goto("/platform/enquiries");
  await expect(adminPage.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();

  const started = Date.now();
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  const toast = page.getByRole("status").filter({ hasText: "Message Sent Successfully" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  for (const name of ["Full Name", "Email Address", "Phone Number", "Subject", "Message"]) {
    await expect(page.getByRole("textbox", { name, exact: true })).toHaveValue("");
  }
  await expect(page.getByLabel("Division")).toHaveValue("");

  // It arrives in the open inbox without a reload, and the bell says so, leading to the inbox.
  const card = adminPage.getByTestId("enquiry").filter({ hasText: subject });
  await expect(card).toBeVisible();
  await adminPage.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const notice = adminPage.getByTestId("notification").filter({ hasText: subject });
  await expect(notice).toContainText("New enquiry from Jane Visitor");
  await expect(notice.getByRole("link", { name: "New enquiry from Jane Visitor" })).toHaveAttribute(
    "href",
    "/platform/enquiries",
  );
  await adminPage.keyboard.press("Escape");
  await expect(card).toContainText("Jane Visitor");
  await expect(card).toContainText("Publishing & Printing");
  await expect(card).toContainText("Thank you.");
  // The address opens a reply on the visitor's subject.
  await expect(card.getByRole("link", { name: "jane@example.test" })).toHaveAttribute(
    "href",
    `mailto:jane@example.test?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );

  await card.getByRole("button", { name: "Mark handled" }).click();
  await expect(adminPage.getByText("Enquiry marked as handled")).toBeVisible();
  await expect(adminPage.getByTestId("enquiry").filter({ hasText: subject })).toHaveCount(0);
  // Each filter says how many enquiries it holds.
  await expect(adminPage.getByRole("button", { name: /^Open \d+$/ })).toBeVisible();
  await adminPage.getByRole("button", { name: /^Handled [1-9]\d*$/ }).click();
  await expect(adminPage).toHaveURL(/status=handled/);
  const handled = adminPage.getByTestId("enquiry").filter({ hasText: subject });
  await expect(handled).toContainText("Handled by Ada Admin");
  await handled.getByRole("button", { name: "Reopen" }).click();
  await expect(adminPage.getByTestId("enquiry").filter({ hasText: subject })).toHaveCount(0);

  // The flood, last: every post the limit lets through counts, this one above included.
  let status = 0;
  for (let i = 0; i < 20 && status !== 429; i += 1) {
    const res = await request.post("/api/contact", { data: enquiry(`Flood ${i}`), headers: origin });
    status = res.status();
    if (status === 429) {
      expect((await res.json()).error).toMatchObject({ code: "rate_limited", message: /too many messages/i });
      expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
    } else {
      expect(status).toBe(201);
    }
  }
  expect(status).toBe(429);

  // The form, still open from the message above, shows the refusal and keeps what was typed.
  await page.getByLabel("Full Name").fill("Jane Visitor");
  await page.getByLabel("Email Address").fill("jane@example.test");
  await page.getByLabel("Subject").fill("One more");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello again");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Not Sent" })).toContainText(/too many messages/i);
  await expect(page.getByLabel("Subject")).toHaveValue("One more");
});
