import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type AssignmentRow, initialAssignmentRows } from "#web/features/projects/lib/assignment-rows";
import { TeamAssignmentsField } from "./team-assignments-field";

const USERS = [
  { id: "me", label: "Ada Admin (you)" },
  { id: "u2", label: "Ben Writer" },
  { id: "u3", label: "Cara Editor" },
];

function Harness({ loadError = false }: { loadError?: boolean }) {
  const [rows, setRows] = useState<AssignmentRow[]>(() => initialAssignmentRows("me"));
  return <TeamAssignmentsField rows={rows} onChange={setRows} users={USERS} loadError={loadError} />;
}

const option = (select: HTMLElement, name: string) => within(select).getByRole("option", { name }) as HTMLOptionElement;

describe("TeamAssignmentsField", () => {
  it("starts with the admin as Writer", () => {
    render(<Harness />);
    expect(screen.getByLabelText("Team member 1")).toHaveValue("me");
    expect(screen.getByLabelText("Role for team member 1")).toHaveValue("Writer");
  });

  it("adds no row once everyone has one, and says why", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByRole("button", { name: "Add Team Member" });
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByTestId("team-row")).toHaveLength(3);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("Everyone who can join the team has a row.");

    // Removing a row makes room again.
    await user.click(screen.getByRole("button", { name: "Remove team member 3" }));
    expect(add).toBeEnabled();
  });

  it("lets a user be chosen only once across rows", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add Team Member" }));
    const second = screen.getByLabelText("Team member 2");
    expect(option(second, "Ada Admin (you)").disabled).toBe(true);
    expect(option(second, "Ben Writer").disabled).toBe(false);

    await user.selectOptions(second, "u2");
    expect(option(screen.getByLabelText("Team member 1"), "Ben Writer").disabled).toBe(true);

    // Removing the first row frees its user for the others.
    await user.click(screen.getByRole("button", { name: "Remove team member 1" }));
    expect(option(screen.getByLabelText("Team member 1"), "Ada Admin (you)").disabled).toBe(false);
  });

  it("offers only the assignable roles", () => {
    render(<Harness />);
    const roles = within(screen.getByLabelText("Role for team member 1"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(roles).toEqual(["Select a role", "Writer", "Editor", "Illustrator", "Typesetter"]);
  });

  it("explains a team list that failed to load", () => {
    render(<Harness loadError />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Unable to load team members. You can still create the project and add team members later.",
    );
  });
});
