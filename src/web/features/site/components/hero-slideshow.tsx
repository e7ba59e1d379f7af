import { ArrowRight, Pause, Play } from "lucide-react";
import { Link } from "react-router";
import { hero } from "#content/index";

/**
 * Full-screen hero. All four backgrounds are in the HTML so nothing is inserted
 * later; the first is fetched with high priority (and preloaded by the route), the rest lazily.
 * scripts/home.ts rotates them; CSS fades on aria-hidden, over 1 s (duration-1000).
 */
export function HeroSlideshow() {
  return (
    <section
      data-hero
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-brand-900"
    >
      <div className="absolute inset-0 -z-10">
        {hero.slides.map((slide, index) => (
          <img
            key={slide.src}
            data-hero-slide
            src={slide.src}
            alt={slide.alt}
            width={slide.width}
            height={slide.height}
            aria-hidden={index === 0 ? undefined : "true"}
            fetchPriority={index === 0 ? "high" : "low"}
            loading={index === 0 ? "eager" : "lazy"}
            decoding="async"
            className="absolute inset-0 size-full object-cover opacity-100 transition-opacity duration-1000 ease-in-out aria-hidden:opacity-0"
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40" />
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-100 sm:text-xl">{hero.text}</p>
          <Link
            to={hero.cta.href}
            className="mt-10 inline-flex items-center gap-2 rounded-md bg-white px-6 py-3 text-base font-semibold text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            {hero.cta.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
      <button
        type="button"
        data-hero-toggle
        data-paused="false"
        hidden
        aria-label="Pause background slideshow"
        className="group absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:right-6 sm:bottom-6"
      >
        <Pause aria-hidden="true" className="size-5 group-data-[paused=true]:hidden" />
        <Play aria-hidden="true" className="hidden size-5 group-data-[paused=true]:block" />
      </button>
    </section>
  );
}
