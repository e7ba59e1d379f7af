import { ChevronLeft, ChevronRight } from "lucide-react";
import { trustedBy } from "#content/index";

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 shadow-sm hover:bg-slate-50";

/**
 * The looping 'Trusted By' carousel. Embla drives it from scripts/home.ts; without
 * JavaScript the partners are plain cards. The controls stay hidden until the script can run them.
 */
export function PartnerCarousel() {
  const count = trustedBy.partners.length;
  return (
    <section data-partner-carousel aria-roledescription="carousel" aria-label="Partner companies">
      <div data-carousel-viewport className="overflow-hidden">
        {/* Slides are narrower than the viewport from sm up so that Embla always has room to loop. */}
        <div className="-ml-6 flex touch-pan-y">
          {trustedBy.partners.map((partner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides with role=group; a fieldset implies a form.
            <div
              key={partner.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 sm:basis-1/2 lg:basis-[45%]"
            >
              <figure className="flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
                <img
                  src={partner.logo.src}
                  alt={partner.logo.alt}
                  width={partner.logo.width}
                  height={partner.logo.height}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-auto"
                />
                <figcaption className="mt-6">
                  <span className="block text-lg font-semibold text-brand-900">{partner.name}</span>
                  <span className="block text-sm font-medium text-brand-700">{partner.sector}</span>
                  <span className="mt-2 block text-sm leading-6 text-slate-600">{partner.text}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" data-carousel-prev hidden aria-label="Previous partner" className={buttonClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" data-carousel-next hidden aria-label="Next partner" className={buttonClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
