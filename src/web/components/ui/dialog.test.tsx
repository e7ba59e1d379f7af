import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

/** A dialog opened by a button that sets state, with no DialogTrigger, as Post Today's Progress is. */
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Post progress
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Update Status</DialogTitle>
          <DialogDescription>Record today's progress.</DialogDescription>
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("DialogContent", () => {
  it("gives focus back to what opened it when closed with Escape or from inside, with no DialogTrigger", async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole("button", { name: "Post progress" });

    await user.click(opener);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("still gives focus back to a DialogTrigger", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Share</DialogTrigger>
        <DialogContent>
          <DialogTitle>Share</DialogTitle>
          <DialogDescription>Share the project.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Share" })).toHaveFocus();
  });
});
