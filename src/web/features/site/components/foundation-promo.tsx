import { ExternalLink } from "lucide-react";
import { foundationPromo } from "#content/index";

/** Home: the foundation promo with its external link. */
export function FoundationPromo() {
  const { image, link } = foundationPromo;
  return (
    <section aria-labelledby="foundation-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{foundationPromo.eyebrow}</p>
          <h2 id="foundation-heading" className="mt-3 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {foundationPromo.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{foundationPromo.text}</p>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600"
          >
            {link.label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
