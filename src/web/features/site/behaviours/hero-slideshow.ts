import { HERO_INTERVAL_MS } from "#web/features/site/constants";
import type { Cleanup } from "./enhance";
import { watchReducedMotion } from "./motion";

/**
 * Rotates the hero backgrounds. Slides are stacked images; the
 * visible one is the only one not aria-hidden, and CSS fades opacity on that attribute. Rotation
 * stays off under prefers-reduced-motion, and a pause button satisfies WCAG 2.2.2.
 */
export function initHeroSlideshow(root: HTMLElement): Cleanup {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-hero-slide]")];
  const toggle = root.querySelector<HTMLButtonElement>("[data-hero-toggle]");
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.getAttribute("aria-hidden") !== "true"),
  );
  let timer: number | undefined;
  let paused = false;
  let reduced = false;

  const show = (index: number) => {
    current = index;
    for (const [i, slide] of slides.entries()) slide.setAttribute("aria-hidden", String(i !== index));
  };
  const stop = () => {
    window.clearInterval(timer);
    timer = undefined;
  };
  const update = () => {
    stop();
    if (toggle) {
      toggle.hidden = reduced || slides.length < 2;
      toggle.dataset.paused = String(paused);
      toggle.setAttribute("aria-label", paused ? "Play background slideshow" : "Pause background slideshow");
    }
    if (!paused && !reduced && slides.length > 1) {
      timer = window.setInterval(() => show((current + 1) % slides.length), HERO_INTERVAL_MS);
    }
  };
  const onToggle = () => {
    paused = !paused;
    update();
  };

  toggle?.addEventListener("click", onToggle);
  const unwatch = watchReducedMotion((value) => {
    reduced = value;
    update();
  });

  return () => {
    stop();
    unwatch();
    toggle?.removeEventListener("click", onToggle);
  };
}
