import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { projectDetail } from "#web/test/api-fixtures";
import { ProjectSummaryCard } from "./project-summary-card";

describe("ProjectSummaryCard", () => {
  it("prints the overall progress as one unbreakable figure beside its bar", () => {
    render(<ProjectSummaryCard project={projectDetail({ progress: 14 })} />);
    expect(screen.getByRole("progressbar", { name: "Overall progress" })).toHaveAttribute("aria-valuenow", "14");
    const figure = screen.getByText("14%");
    // One text node that may not wrap: a phone's narrow card cannot put the "%" on a line of its own.
    expect(figure.childNodes).toHaveLength(1);
    expect(figure).toHaveClass("whitespace-nowrap", "shrink-0");
  });
});
