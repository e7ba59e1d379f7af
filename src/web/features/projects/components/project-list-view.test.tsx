import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "#web/test/api-stub";
import { ADMIN_ME, renderWithProviders } from "#web/test/render";
import { ProjectListView } from "./project-list-view";

afterEach(() => vi.unstubAllGlobals());

function stubEmptyList() {
  stubApi({
    "/projects": { $get: { items: [], nextCursor: null } },
    "/project-facets": { $get: { subjects: [], levels: [], genres: [] } },
  });
}

describe("ProjectListView's empty state", () => {
  it("offers a first project, and no Clear filters, when nothing narrows the list", async () => {
    stubEmptyList();
    renderWithProviders(<ProjectListView />, { me: { ...ADMIN_ME, role: "User" }, path: "/platform/projects" });
    expect(await screen.findByText("No projects found")).toBeVisible();
    expect(screen.getAllByRole("link", { name: "New Project" })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("offers Clear filters when a search finds nothing", async () => {
    stubEmptyList();
    renderWithProviders(<ProjectListView />, { path: "/platform/projects?q=zebra" });
    expect(await screen.findByText("No projects found")).toBeVisible();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeVisible();
  });
});
