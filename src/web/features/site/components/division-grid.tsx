import { Link } from "react-router";
import { divisions } from "#content/index";
import { SiteIcon } from "./site-icon";

/** Home's eight-division portfolio, each card with the division's headline statistic. */
export function DivisionGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {divisions.map((division) => (
        <li
          key={division.slug}
          className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <SiteIcon name={division.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">
            {/* The whole card is the link target; the name is the link's text. */}
            <Link to={`/services#${division.slug}`} className="after:absolute after:inset-0 after:rounded-xl">
              {division.name}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{division.summary}</p>
          <p className="mt-4 border-t border-slate-100 pt-4">
            <span className="block text-2xl font-bold text-brand-700">{division.headline.value}</span>
            <span className="text-sm text-slate-600">{division.headline.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
