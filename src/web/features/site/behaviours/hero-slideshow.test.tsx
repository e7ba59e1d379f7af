import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroSlideshow } from "#web/features/site/components/hero-slideshow";
import { HERO_INTERVAL_MS } from "#web/features/site/constants";
import { initHeroSlideshow } from "./hero-slideshow";

let reducedMotion = false;
let cleanup: (() => void) | undefined;

function setup() {
  const { container } = render(
    <MemoryRouter>
      <HeroSlideshow />
    </MemoryRouter>,
  );
  const root = container.querySelector<HTMLElement>("[data-hero]");
  if (!root) throw new Error("hero not rendered");
  cleanup = initHeroSlideshow(root);
  return [...root.querySelectorAll<HTMLElement>("[data-hero-slide]")];
}

const shown = (slides: HTMLElement[]) => slides.findIndex((slide) => slide.getAttribute("aria-hidden") !== "true");

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query.includes("reduce") && reducedMotion,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
});

afterEach(() => {
  cleanup?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("hero slideshow", () => {
  it("rotates through the four images and loops", () => {
    const slides = setup();
    expect(slides).toHaveLength(4);
    expect(shown(slides)).toBe(0);
    for (const expected of [1, 2, 3, 0]) {
      vi.advanceTimersByTime(HERO_INTERVAL_MS);
      expect(shown(slides)).toBe(expected);
    }
    expect(slides[0].className).toContain("duration-1000");
  });

  it("can be paused and resumed with its button", () => {
    const slides = setup();
    fireEvent.click(screen.getByRole("button", { name: "Pause background slideshow" }));
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    expect(shown(slides)).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Play background slideshow" }));
    vi.advanceTimersByTime(HERO_INTERVAL_MS);
    expect(shown(slides)).toBe(1);
  });

  it("does not rotate under prefers-reduced-motion, and hides its button", () => {
    reducedMotion = true;
    const slides = setup();
    vi.advanceTimersByTime(HERO_INTERVAL_MS * 3);
    expect(shown(slides)).toBe(0);
    expect(screen.queryByRole("button", { name: "Pause background slideshow" })).not.toBeInTheDocument();
  });
});
