import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { projectDetail } from "#web/test/api-fixtures";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { QuickUpdateForm } from "./quick-update-form";

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  renderWithProviders(<QuickUpdateForm onPosted={() => {}} />);
}

const { objectives, creator, stages, assignments, abilities, ...moonBook } = projectDetail();

describe("QuickUpdateForm's project choice", () => {
  it("says there is no project to post on yet, rather than showing an empty select", async () => {
    stubApi({ "/projects": { $get: { items: [], nextCursor: null } } });
    renderForm();
    const project = screen.getByLabelText("Project");
    await expect.poll(() => project.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(String(project.getAttribute("aria-describedby")))).toHaveTextContent(
      "No project to post on yet: register one, or ask an Admin to add you to a project's team.",
    );
  });

  it("says when a search matches nothing, and says nothing while there are projects to choose", async () => {
    stubApi({
      "/projects": {
        $get: ({ url }) => ({ items: url.searchParams.get("q") ? [] : [moonBook], nextCursor: null }),
      },
    });
    renderForm();
    const project = screen.getByLabelText("Project");
    await screen.findByRole("option", { name: "Moon Book" });
    expect(project).not.toHaveAttribute("aria-describedby");
    await userEvent.type(screen.getByLabelText("Find a project"), "zebra");
    expect(await screen.findByText("No project matches your search.")).toBeInTheDocument();
  });
});

describe("QuickUpdateForm's refusal", () => {
  // Toasts other tests left in this worker are not this form's.
  beforeEach(() => toast.dismiss());

  it("shows one 'Missing Information' toast however often Submit is pressed", async () => {
    stubApi({ "/projects": { $get: { items: [moonBook], nextCursor: null } } });
    const user = userEvent.setup();
    renderForm();
    for (let press = 0; press < 3; press++) await user.click(screen.getByRole("button", { name: "Submit Update" }));
    const missing = toast.getToasts().filter((shown) => "title" in shown && shown.title === "Missing Information");
    expect(missing).toHaveLength(1);
  });

  it("marks each missing field where it can be fixed, and moves the focus to the first", async () => {
    stubApi({ "/projects": { $get: { items: [moonBook], nextCursor: null } } });
    const user = userEvent.setup();
    renderForm();
    const project = screen.getByLabelText("Project");
    const description = screen.getByLabelText("What did you work on?");
    await user.click(screen.getByRole("button", { name: "Submit Update" }));
    expect(project).toHaveFocus();
    expect(project).toBeInvalid();
    expect(screen.getByText("Please select a project")).toBeVisible();
    expect(description).toBeInvalid();
    expect(screen.getByText("Please describe what you worked on")).toBeVisible();

    await user.type(description, "Drafted chapter two");
    await user.click(screen.getByRole("button", { name: "Submit Update" }));
    expect(project).toHaveFocus();
    expect(description).not.toBeInvalid();
    expect(screen.queryByText("Please describe what you worked on")).toBeNull();
  });
});
