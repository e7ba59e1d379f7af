import { Check } from "lucide-react";
import { divisions } from "#content/index";
import { SiteIcon } from "./site-icon";

/** Services: eight division cards, each listing its six services. */
export function DivisionServices() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {divisions.map((division) => {
        const headingId = `${division.slug}-heading`;
        return (
          <article
            key={division.slug}
            id={division.slug}
            aria-labelledby={headingId}
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex items-start gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
                <SiteIcon name={division.icon} className="size-6" />
              </span>
              <div>
                <h2 id={headingId} className="text-xl font-bold text-brand-900">
                  {division.name}
                </h2>
                <p className="mt-1 text-sm font-medium text-brand-700">
                  {division.headline.value} {division.headline.label}
                </p>
              </div>
            </div>
            <p className="mt-4 leading-7 text-slate-600">{division.summary}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label={`${division.name} services`}>
              {division.services.map((service) => (
                <li key={service} className="flex gap-2 text-sm text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {service}
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </div>
  );
}
