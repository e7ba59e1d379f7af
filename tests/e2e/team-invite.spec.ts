import { expect, test } from "./support/fixtures";

test.describe("Admin-only pages for members without the Admin role", () => {
  test("a member without the Admin role sees no Admin links, and Team Members, Activity and Enquiries show the permission message while their APIs refuse", async ({
    pageAs,
    request,
  }) => {
    for (const role of ["User", "Writer"] as const) {
      const { page } = await pageAs(role);
      // The sidebar follows the role: Files for the five roles, the Admin pages for Admin only.
      await page.goto("/platform/dashboard");
      const nav = page.getByRole("navigation", { name: "Platform" });
      await expect(nav.getByRole("link", { name: "Dashboard" }), role).toBeVisible();
      await expect(nav.getByRole("link", { name: "Projects" }), role).toBeVisible();
      if (role === "Writer") await expect(nav.getByRole("link", { name: "Files" })).toBeVisible();
      else {
        await expect(page.getByText("Here's your current status as a User")).toBeVisible();
        await expect(nav.getByRole("link", { name: "Files" })).toHaveCount(0);
      }
      for (const adminPage of ["Team Members", "Enquiries", "Activity"])
        await expect(nav.getByRole("link", { name: adminPage }), `${role}: ${adminPage}`).toHaveCount(0);

      await page.goto("/platform/users");
      await expect(page.getByText("You don't have permission to view this page."), role).toBeVisible();
      await expect(page.getByRole("table"), role).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Invite member" }), role).toHaveCount(0);
      expect((await page.context().request.get("/api/team")).status(), role).toBe(403);

      await page.goto("/platform/activity");
      await expect(page.getByText("You don't have permission to view this page."), `${role}: activity`).toBeVisible();

      await page.goto("/platform/enquiries");
      await expect(page.getByText("You don't have permission to view this page."), `${role}: enquiries`).toBeVisible();
      expect((await page.context().request.get("/api/enquiries")).status(), role).toBe(403);
    }
    // Signed out, the inbox's API asks for a session.
    expect((await request.get("/api/enquiries")).status()).toBe(401);
  });
});
