import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeadlineBadge } from "./deadline-badge";

describe("DeadlineBadge", () => {
  const today = "2024-06-01";

  it("shows Overdue for a past deadline", () => {
    render(<DeadlineBadge deadline="2024-05-31" today={today} />);
    expect(screen.getByText("Overdue")).toBeInTheDocument();
  });

  it("shows Due Soon within 30 days", () => {
    render(<DeadlineBadge deadline="2024-07-01" today={today} />);
    expect(screen.getByText("Due Soon")).toBeInTheDocument();
  });

  it("shows nothing later, or without a deadline", () => {
    const { container, rerender } = render(<DeadlineBadge deadline="2024-07-02" today={today} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DeadlineBadge deadline={null} today={today} />);
    expect(container).toBeEmptyDOMElement();
  });
});
