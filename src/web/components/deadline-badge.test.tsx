import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeadlineBadge } from "./deadline-badge";

describe("DeadlineBadge", () => {
  const today = "2024-06-01";

  it("shows Overdue for a past deadline", () => {
    render(<DeadlineBadge deadline="2024-05-31" stage="Writing" today={today} />);
    expect(screen.getByText("Overdue")).toBeInTheDocument();
  });

  it("shows Due Soon within 30 days", () => {
    render(<DeadlineBadge deadline="2024-07-01" stage="Writing" today={today} />);
    expect(screen.getByText("Due Soon")).toBeInTheDocument();
  });

  it("shows nothing on a Completed project, however late", () => {
    const { container } = render(<DeadlineBadge deadline="2024-05-31" stage="Completed" today={today} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows nothing later, or without a deadline", () => {
    const { container, rerender } = render(<DeadlineBadge deadline="2024-07-02" stage="Writing" today={today} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DeadlineBadge deadline={null} stage="Writing" today={today} />);
    expect(container).toBeEmptyDOMElement();
  });
});
