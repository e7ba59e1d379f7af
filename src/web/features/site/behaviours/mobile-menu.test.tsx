import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteHeader } from "#web/features/site/components/site-header";
import { initMobileMenu } from "./mobile-menu";

let cleanup: (() => void) | undefined;

function setup() {
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
  const toggle = screen.getByRole("button", { name: "Menu" });
  cleanup = initMobileMenu(toggle);
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("menu panel missing");
  return { toggle, panel };
}

beforeEach(() => {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});

afterEach(() => {
  cleanup?.();
  vi.unstubAllGlobals();
});

describe("mobile menu toggle", () => {
  it("opens and closes with the button and reports its state", () => {
    const { toggle, panel } = setup();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("data-open", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("data-open", "true");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle", () => {
    const { toggle, panel } = setup();
    fireEvent.click(toggle);
    panel.querySelector("a")?.focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(panel).toHaveAttribute("data-open", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when one of its links is chosen or the page is clicked elsewhere", () => {
    const { toggle, panel } = setup();
    fireEvent.click(toggle);
    fireEvent.click(panel.querySelector("a") as HTMLAnchorElement);
    expect(panel).toHaveAttribute("data-open", "false");
    fireEvent.click(toggle);
    fireEvent.click(document.body);
    expect(panel).toHaveAttribute("data-open", "false");
  });
});
