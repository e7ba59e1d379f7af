import { ExternalLink } from "lucide-react";
import { findUs } from "#content/index";

/** Contact: the 'Find Us' panel with external map links. */
export function FindUs() {
  return (
    <section aria-labelledby="find-us-heading" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="find-us-heading" className="text-3xl font-bold tracking-tight text-brand-900">
            {findUs.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{findUs.text}</p>
          <ul className="mt-8 flex flex-wrap gap-3">
            {findUs.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <img
          src={findUs.map.src}
          alt={findUs.map.alt}
          width={findUs.map.width}
          height={findUs.map.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl border border-slate-200"
        />
      </div>
    </section>
  );
}
