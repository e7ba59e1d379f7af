/** Helpers shared by the projects-*.spec.ts files: projects made through the API, dates, axe. */
import { expect, type Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import type { CreateProjectInput, ProjectDetail, ProjectStage, StageInput } from "#shared/schemas/project";
import { axeViolations } from "#tests/e2e/support/axe";
import { E2E_BASE_URL } from "#tests/e2e/support/base-url";

/** Our CSRF check and Better Auth require an Origin on cookie-bearing writes, as a browser sends. */
const ORIGIN = { origin: E2E_BASE_URL };

let counter = 0;

/** Tests share one database: every title carries the time and a counter. */
export function uniqueTitle(label: string): string {
  counter += 1;
  return `${label} ${Date.now()}-${counter}`;
}

/** A local calendar day, offset from today, as 'YYYY-MM-DD'. */
export function localDay(offsetDays = 0): string {
  return format(addDays(new Date(), offsetDays), "yyyy-MM-dd");
}

export function projectInput(overrides: Partial<CreateProjectInput> = {}): CreateProjectInput {
  return {
    title: uniqueTitle("Project"),
    summary: "A picture book about the tides and the moon.",
    subject: "Science",
    level: "Grade 3",
    author: "Jo Moon",
    genre: "Non-fiction",
    objectives: ["Explain the tides"],
    ...overrides,
  };
}

/** Creates a project as the page's signed-in user, through the API. */
export async function createProject(page: Page, overrides: Partial<CreateProjectInput> = {}): Promise<ProjectDetail> {
  const res = await page.context().request.post("/api/projects", { data: projectInput(overrides), headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

export async function addStage(page: Page, projectId: string, input: StageInput): Promise<ProjectStage> {
  const res = await page.context().request.post(`/api/projects/${projectId}/stages`, { data: input, headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

export async function getProject(page: Page, projectId: string) {
  return page.context().request.get(`/api/projects/${projectId}`);
}

/** A 1×1 PNG, for the cover upload. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Axe finds nothing on the page as it stands. Toasts are left out: they come and go mid-check,
 * and their colours are the root Toaster's, not a page's.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page, ["[data-sonner-toaster]"]), label).toEqual([]);
}
