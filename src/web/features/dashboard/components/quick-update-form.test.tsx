import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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
