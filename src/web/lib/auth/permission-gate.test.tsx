import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_ME, renderWithProviders } from "#web/test/render";
import { PermissionGate } from "./permission-gate";

const teamPage = (
  <PermissionGate action="viewTeam" title="Team Members">
    <p>The team</p>
  </PermissionGate>
);

describe("PermissionGate", () => {
  it("refuses another role in the page's place, with the way back to the dashboard", () => {
    renderWithProviders(teamPage, { me: { ...ADMIN_ME, role: "Writer" }, path: "/platform/users" });
    expect(screen.getByRole("heading", { level: 1, name: "Team Members" })).toBeVisible();
    expect(screen.getByText("You don't have permission to view this page.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/platform/dashboard");
    expect(screen.queryByText("The team")).not.toBeInTheDocument();
  });

  it("shows the page to a role that may use it", () => {
    renderWithProviders(teamPage, { path: "/platform/users" });
    expect(screen.getByText("The team")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Back to Dashboard" })).not.toBeInTheDocument();
  });
});
