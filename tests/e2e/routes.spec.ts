import { expect, test } from "./support/fixtures";

const REDIRECTS: [string, string][] = [
  ["/dashboard", "/platform/dashboard"],
  ["/projects", "/platform/projects"],
  ["/projects/3f1c2d9e-0000-4000-8000-000000000000", "/platform/projects/3f1c2d9e-0000-4000-8000-000000000000"],
  ["/files", "/platform/files"],
  ["/users", "/platform/users"],
];

test.describe("short-path redirects", () => {
  // One page for every address: each redirect is its own step, named in a failure.
  test("each short path redirects into the platform on the server and in the browser, in-app navigation to /dashboard goes through the client redirect, and /platform lands on the dashboard", async ({
    request,
    adminPage,
  }) => {
    for (const [from, to] of REDIRECTS) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(302);
      expect(res.headers().location, from).toBe(to);
      await adminPage.goto(from);
      await expect(adminPage, from).toHaveURL(new RegExp(`${to.replaceAll("/", "\\/")}$`));
    }
    // The last short path left the page on Team Members.
    await expect(adminPage.getByRole("heading", { name: "Team Members" })).toBeVisible();
    // A client-side navigation through the app's own router, as an in-app link would make.
    await adminPage.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/dashboard"),
    );
    await expect(adminPage).toHaveURL(/\/platform\/dashboard$/);
    await expect(adminPage.getByRole("heading", { name: /^Welcome,/ })).toBeVisible();

    await adminPage.goto("/platform");
    await expect(adminPage).toHaveURL(/\/platform\/dashboard$/);
  });
});

test.describe("not found", () => {
  test("an unknown platform path answers 404 too, an unknown API path answers JSON 404, and health answers 200 with the database state", async ({
    request,
  }) => {
    expect((await request.get("/platform/nothing-here")).status()).toBe(404);

    const missing = await request.get("/api/nothing-here");
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");

    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", db: "ok" });
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
