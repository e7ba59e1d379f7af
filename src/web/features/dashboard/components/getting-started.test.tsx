import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GettingStarted } from "./getting-started";

function renderSteps(teamMembers: number) {
  const router = createMemoryRouter([{ path: "*", element: <GettingStarted teamMembers={teamMembers} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getAllByRole("listitem");
}

describe("GettingStarted", () => {
  it("on an install with its Admin alone, leads with inviting the team, then the first project", () => {
    const [invite, register] = renderSteps(1);
    expect(invite).toHaveTextContent("Invite your team");
    expect(invite).not.toHaveTextContent("Done");
    expect(within(invite).getByRole("link", { name: "Invite member" })).toHaveAttribute("href", "/platform/users");
    expect(register).toHaveTextContent("Register the first project");
    expect(within(register).getByRole("link", { name: "New Project" })).toHaveAttribute(
      "href",
      "/platform/projects/new",
    );
    // The next step is the one drawn as the primary button.
    expect(within(invite).getByRole("link").className).toContain("bg-brand");
    expect(within(register).getByRole("link").className).not.toContain("bg-brand");
  });

  it("marks the team done once someone else has joined, and moves on to the first project", () => {
    const [invite, register] = renderSteps(2);
    expect(invite).toHaveTextContent("Done");
    expect(register).not.toHaveTextContent("Done");
    expect(within(invite).getByRole("link").className).not.toContain("bg-brand");
    expect(within(register).getByRole("link").className).toContain("bg-brand");
  });
});
