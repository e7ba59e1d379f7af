import { createProject } from "./projects-support";
import { test } from "./support/fixtures";
test("debug", async ({ adminPage: page }) => {
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const project = await createProject(page);
  await page.goto(`/platform/projects/${project.id}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: "/tmp/h12-debug.png" });
  console.log((await page.locator("body").innerText()).slice(0, 800));
});
