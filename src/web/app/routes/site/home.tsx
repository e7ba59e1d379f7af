import { Link } from "react-router";
import { hero, portfolio, site, trustedBy, whyChoose } from "#content/index";
import { DivisionGrid } from "#web/features/site/components/division-grid";
import { EnhancementScript } from "#web/features/site/components/enhancement-script";
import { FoundationPromo } from "#web/features/site/components/foundation-promo";
import { HeroSlideshow } from "#web/features/site/components/hero-slideshow";
import { ImpactStrip } from "#web/features/site/components/impact-strip";
import { PartnerCarousel } from "#web/features/site/components/partner-carousel";
import { Section } from "#web/features/site/components/section";
import { WhyChoose } from "#web/features/site/components/why-choose";
import { organizationJsonLd, pageMeta } from "#web/features/site/seo";
import type { Route } from "./+types/home";
import homeScript from "./scripts/home.ts?worker&url";

export function meta(): Route.MetaDescriptors {
  return [
    ...pageMeta({ title: `${site.name} | ${hero.heading}`, description: site.description, path: "/" }),
    organizationJsonLd(),
  ];
}

/** The first hero image is the page's largest paint candidate: fetch it before the stylesheet settles. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: hero.slides[0].src, type: "image/svg+xml", fetchPriority: "high" },
];

export default function Home() {
  return (
    <>
      <EnhancementScript src={homeScript} />
      <HeroSlideshow />
      <Section id="portfolio" title={portfolio.heading} intro={portfolio.text}>
        <DivisionGrid />
        <p className="mt-10">
          <Link to={portfolio.cta.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {portfolio.cta.label}
          </Link>
        </p>
      </Section>
      <ImpactStrip />
      <Section id="trusted-by" title={trustedBy.heading} intro={trustedBy.text} tone="muted">
        <PartnerCarousel />
      </Section>
      <FoundationPromo />
      <Section id="why-choose" title={whyChoose.heading} tone="muted">
        <WhyChoose />
      </Section>
    </>
  );
}
