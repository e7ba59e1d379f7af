import { expect, test } from "./support/fixtures";

const REDIRECTS: [string, string][] = [
  ["/dashboard", "/platform/dashboard"],
  ["/projects", "/platform/projects"],
  ["/projects/3f1c2d9e-0000-4000-8000-000000000000", "/platform/projects/3f1c2d9e-0000-4000-8000-000000000000"],
  ["/files", "/platform/files"],
  ["/users", "/platform/users"],
];

test.describe("short-path redirects", () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} → ${to} on the server and in the browser`, async ({ request, adminPage }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe(to);
      await adminPage.goto(from);
      await expect(adminPage).toHaveURL(new RegExp(`${to.replaceAll("/", "\\/")}$`));
    });
  }

  test("/platform lands on the dashboard", async ({ adminPage }) => {
    await adminPage.goto("/platform");
    await expect(adminPage).toHaveURL(/\/platform\/dashboard$/);
  });

  test("in-app navigation to /dashboard goes through the client redirect", async ({ adminPage }) => {
    await adminPage.goto("/platform/users");
    await expect(adminPage.getByRole("heading", { name: "Team Members" })).toBeVisible();
    // A client-side navigation through the app's own router, as an in-app link would make.
    await adminPage.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/dashboard"),
    );
    await expect(adminPage).toHaveURL(/\/platform\/dashboard$/);
    await expect(adminPage.getByRole("heading", { name: /^Welcome,/ })).toBeVisible();
  });
});

test.describe("not found", () => {
  test("an unknown page answers HTTP 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("an unknown platform path answers 404 too", async ({ request }) => {
    expect((await request.get("/platform/nothing-here")).status()).toBe(404);
  });

  test("an unknown API path answers JSON 404", async ({ request }) => {
    const res = await request.get("/api/nothing-here");
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  test("health answers 200 with the database state", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });
});

test("the API docs render the OpenAPI document from our own origin, with nothing refused by the CSP", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") refused.push(message.text());
  });
  const requested: string[] = [];
  page.on("request", (req) => {
    if (!req.url().startsWith("data:")) requested.push(req.url());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Folio API/ })).toBeVisible();
  await expect(page.getByText("/api/projects/{id}", { exact: true }).first()).toBeVisible();
  expect(refused).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin))).toEqual([]);
});
