import { whyChoose } from "#content/index";
import { SiteIcon } from "./site-icon";

/** Home: 'Why Choose' with four reasons. */
export function WhyChoose() {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {whyChoose.reasons.map((reason) => (
        <li key={reason.title}>
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-500/15 text-brand-900">
            <SiteIcon name={reason.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">{reason.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{reason.text}</p>
        </li>
      ))}
    </ul>
  );
}
