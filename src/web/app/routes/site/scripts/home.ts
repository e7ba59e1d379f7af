/**
 * Enhancement entry for the home page, bundled on its own by Vite (imported with `?worker&url`).
 * Lives in the app layer because it composes feature behaviours.
 */
import { enhance } from "#web/features/site/behaviours/enhance";
import { initHeroSlideshow } from "#web/features/site/behaviours/hero-slideshow";
import { initPartnerCarousel } from "#web/features/site/behaviours/partner-carousel";

enhance("[data-hero]", initHeroSlideshow);
enhance("[data-partner-carousel]", initPartnerCarousel);
