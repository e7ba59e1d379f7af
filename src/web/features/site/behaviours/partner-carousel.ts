import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { PARTNER_AUTOPLAY_MS } from "#web/features/site/constants";
import type { Cleanup } from "./enhance";
import { watchReducedMotion } from "./motion";

/**
 * The 'Trusted By' carousel. Autoplay pauses while the
 * pointer is over the carousel, focus is inside it (its buttons included) or a drag is under way,
 * and resumes afterwards. It stays off under prefers-reduced-motion, where button moves also jump
 * instead of glide. Every restart goes through `resume`, which checks all of these.
 */
export function initPartnerCarousel(root: HTMLElement): Cleanup | undefined {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport) return undefined;
  const previous = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");

  let reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The plugin only stops (on a drag); its own hover and focus handling could restart autoplay
  // under reduced motion and ignores the buttons, so the listeners below do that instead.
  const autoplay = Autoplay({
    delay: PARTNER_AUTOPLAY_MS,
    playOnInit: !reduced,
    stopOnInteraction: true,
    stopOnMouseEnter: false,
    stopOnFocusIn: false,
  });
  // A slide counts as shown once most of it is in view, so exactly one is exposed on a phone.
  const embla: EmblaCarouselType = EmblaCarousel(viewport, { loop: true, align: "start", inViewThreshold: 0.6 }, [
    autoplay,
  ]);

  const slides = embla.slideNodes();
  const markVisible = () => {
    const inView = new Set(embla.slidesInView());
    // Off-screen slides leave the accessibility tree so screen readers follow what is shown.
    for (const [i, slide] of slides.entries()) slide.setAttribute("aria-hidden", String(!inView.has(i)));
  };
  embla.on("slidesInView", markVisible);
  markVisible();

  const onPrevious = () => embla.scrollPrev(reduced);
  const onNext = () => embla.scrollNext(reduced);
  const resume = () => {
    if (!reduced && !root.matches(":hover, :focus-within")) autoplay.play();
  };
  const pause = () => autoplay.stop();
  const onBlur = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) resume();
  };
  previous?.addEventListener("click", onPrevious);
  next?.addEventListener("click", onNext);
  root.addEventListener("mouseenter", pause);
  root.addEventListener("mouseleave", resume);
  root.addEventListener("focusin", pause);
  root.addEventListener("focusout", onBlur);
  embla.on("pointerUp", resume);
  for (const button of [previous, next]) if (button) button.hidden = false;

  const unwatch = watchReducedMotion((value) => {
    reduced = value;
    if (reduced) autoplay.stop();
    else resume();
  });

  return () => {
    unwatch();
    previous?.removeEventListener("click", onPrevious);
    next?.removeEventListener("click", onNext);
    root.removeEventListener("mouseenter", pause);
    root.removeEventListener("mouseleave", resume);
    root.removeEventListener("focusin", pause);
    root.removeEventListener("focusout", onBlur);
    embla.destroy();
  };
}
