/** Enhancement entry for the public header's mobile menu, loaded on every page that shows the header. */
import { installMobileMenu } from "../../../../features/site/behaviours/mobile-menu";

installMobileMenu();
