import { Link } from "react-router";
import { servicesIntro, site } from "#content/index";
import { DivisionServices } from "#web/features/site/components/division-services";
import { PageBanner } from "#web/features/site/components/page-banner";
import { pageMeta } from "#web/features/site/seo";
import type { Route } from "./+types/services";

export function meta(): Route.MetaDescriptors {
  return pageMeta({
    title: `Our Services | ${site.name}`,
    description:
      "Services from all eight Meridian Group divisions: agribusiness, media, digital solutions, publishing and printing, microfinance, construction, healthcare and our foundation.",
    path: "/services",
  });
}

export default function Services() {
  return (
    <>
      <PageBanner title={servicesIntro.heading} text={servicesIntro.text} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <DivisionServices />
        </div>
      </div>
      <section aria-labelledby="services-cta-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="services-cta-heading" className="text-3xl font-bold tracking-tight text-brand-900">
            {servicesIntro.ctaHeading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{servicesIntro.ctaText}</p>
          <Link
            to={servicesIntro.cta.href}
            className="mt-8 inline-flex rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600"
          >
            {servicesIntro.cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
