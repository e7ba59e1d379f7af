import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { schemas } from "#web/lib/lazy-schemas";
import { ObjectivesField } from "./objectives-field";

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <ObjectivesField value={value} onChange={setValue} />;
}

const items = () => screen.queryAllByRole("listitem").map((li) => li.textContent);

describe("ObjectivesField", () => {
  it("adds a trimmed objective with the button and with Enter", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("New objective");
    await user.type(input, "  Finish draft  ");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(input, "Proofread{Enter}");
    expect(items()).toEqual(["Finish draft", "Proofread"]);
    expect(input).toHaveValue("");
  });

  it("ignores an empty or blank objective", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["Keep"]} />);
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(screen.getByLabelText("New objective"), "   {Enter}");
    expect(items()).toEqual(["Keep"]);
  });

  it("keeps an objective the server would refuse in the box, says why, and adds nothing", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["Keep"]} />);
    const input = screen.getByLabelText("New objective");
    // The rules load as the field appears; until then the form checks what was added.
    await waitFor(() => expect(schemas.loaded()).toBeDefined());
    await user.click(input);
    await user.paste("obj\u0002ective");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An objective contains a character that is not allowed: it must be one line of text",
    );
    expect(items()).toEqual(["Keep"]);
    expect(input).toHaveValue("obj\u0002ective");
    expect(input).toBeInvalid();

    // Typing again clears the message; an objective over the limit names the limit.
    await user.clear(input);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.paste("x".repeat(1001));
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Each objective must be at most 1,000 characters");
    expect(items()).toEqual(["Keep"]);
  });

  it("removes an objective", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["One", "Two"]} />);
    await user.click(screen.getByRole("button", { name: "Remove objective 1" }));
    expect(items()).toEqual(["Two"]);
  });

  it("shows the validation message", () => {
    render(<ObjectivesField value={[]} onChange={() => {}} error="Please add at least one objective" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Please add at least one objective");
    // The box marked invalid is described by the message, not only the group around it.
    expect(screen.getByLabelText("New objective")).toBeInvalid();
    expect(screen.getByLabelText("New objective")).toHaveAccessibleDescription("Please add at least one objective");
  });
});
