/** Enhancement entry for the public header's mobile menu, loaded on every page that shows the header. */
import { enhance } from "#web/features/site/behaviours/enhance";
import { initMobileMenu } from "#web/features/site/behaviours/mobile-menu";

enhance("[data-menu-toggle]", initMobileMenu);
