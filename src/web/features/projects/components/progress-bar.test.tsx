import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";

describe("ProgressBar", () => {
  it.each([
    [100, "bg-green-500"],
    [80, "bg-green-500"],
    [79, "bg-yellow-500"],
    [50, "bg-yellow-500"],
    [49, "bg-orange-500"],
    [25, "bg-orange-500"],
    [24, "bg-red-500"],
    [0, "bg-red-500"],
  ])("%i percent is %s", (value, colour) => {
    render(<ProgressBar value={value} label="Progress" />);
    expect(screen.getByTestId("progress-fill")).toHaveClass(colour);
    expect(screen.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", String(value));
  });
});
