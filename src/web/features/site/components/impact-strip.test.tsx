import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { impactFigures } from "#content/index";
import { ImpactStrip } from "./impact-strip";

describe("ImpactStrip", () => {
  it("keeps each figure on one line, so '10,000+' never breaks before its '+'", () => {
    render(<ImpactStrip />);
    for (const figure of impactFigures) {
      const value = screen.getByText(figure.value);
      expect(value.tagName).toBe("DD");
      expect(value).toHaveClass("whitespace-nowrap");
    }
  });
});
