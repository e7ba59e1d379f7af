import { Trophy } from "lucide-react";
import { awards, coreValues, leadership, mission, story, vision } from "#content/index";
import { SiteIcon } from "./site-icon";

export function StoryBody() {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div className="space-y-5 text-lg leading-8 text-slate-700">
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
      <img
        src={story.image.src}
        alt={story.image.alt}
        width={story.image.width}
        height={story.image.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-2xl"
      />
    </div>
  );
}

/** Mission and vision side by side, each a named region with its own h2. */
export function MissionVision() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 sm:pb-20 md:grid-cols-2 lg:px-8">
      {[mission, vision].map((item) => {
        const headingId = `${item.icon}-heading`;
        return (
          <section
            key={item.heading}
            aria-labelledby={headingId}
            className="rounded-2xl border border-slate-200 bg-brand-50 p-8"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">
              <SiteIcon name={item.icon} className="size-6" />
            </span>
            <h2 id={headingId} className="mt-4 text-2xl font-bold text-brand-900">
              {item.heading}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">{item.text}</p>
          </section>
        );
      })}
    </div>
  );
}

export function CoreValues() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {coreValues.values.map((value) => (
        <li key={value.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <SiteIcon name={value.icon} className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">{value.name}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function LeadershipTeam() {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {leadership.leaders.map((leader) => (
        <li key={leader.name} className="flex gap-5">
          <img
            src={leader.portrait.src}
            alt={leader.portrait.alt}
            width={leader.portrait.width}
            height={leader.portrait.height}
            loading="lazy"
            decoding="async"
            className="size-24 shrink-0 rounded-full"
          />
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{leader.name}</h3>
            <p className="text-sm font-medium text-brand-700">{leader.role}</p>
            <p className="mt-2 text-sm leading-6 text-slate-600">{leader.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AwardList() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {awards.items.map((award) => (
        <li key={award.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center justify-between">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-500/15 text-brand-900">
              <Trophy aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm font-semibold text-slate-600">{award.year}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">{award.title}</h3>
          <p className="text-sm font-medium text-brand-700">{award.from}</p>
          <p className="mt-2 text-sm leading-6 text-slate-600">{award.text}</p>
        </li>
      ))}
    </ul>
  );
}
