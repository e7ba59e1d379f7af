import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { PARTNER_AUTOPLAY_MS } from "../constants";
import type { Cleanup } from "./enhance";
import { watchReducedMotion } from "./motion";

/**
 * The 'Trusted By' carousel (spec §9: loops, autoplays every 3000 ms). Autoplay pauses while the
 * pointer is over the carousel or focus is inside it (buttons included, via rootNode), resumes
 * afterwards, and is off under prefers-reduced-motion, where button moves also jump instead of glide.
 */
export function initPartnerCarousel(root: HTMLElement): Cleanup | undefined {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport) return undefined;
  const previous = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");

  let reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const autoplay = Autoplay({
    delay: PARTNER_AUTOPLAY_MS,
    playOnInit: !reduced,
    stopOnInteraction: false,
    stopOnMouseEnter: true,
    stopOnFocusIn: true,
    rootNode: () => root,
  });
  const embla: EmblaCarouselType = EmblaCarousel(viewport, { loop: true, align: "start" }, [autoplay]);

  const slides = embla.slideNodes();
  const markVisible = () => {
    const inView = new Set(embla.slidesInView());
    // Off-screen slides leave the accessibility tree so screen readers follow what is shown.
    for (const [i, slide] of slides.entries()) slide.setAttribute("aria-hidden", String(!inView.has(i)));
  };
  embla.on("slidesInView", markVisible);
  markVisible();

  const move = (direction: "prev" | "next") => {
    if (direction === "prev") embla.scrollPrev(reduced);
    else embla.scrollNext(reduced);
  };
  const onPrevious = () => move("prev");
  const onNext = () => move("next");
  previous?.addEventListener("click", onPrevious);
  next?.addEventListener("click", onNext);
  for (const button of [previous, next]) if (button) button.hidden = false;

  const unwatch = watchReducedMotion((value) => {
    reduced = value;
    if (reduced) autoplay.stop();
    else if (!root.matches(":hover, :focus-within")) autoplay.play();
  });

  return () => {
    unwatch();
    previous?.removeEventListener("click", onPrevious);
    next?.removeEventListener("click", onNext);
    embla.destroy();
  };
}
