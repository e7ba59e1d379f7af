import type { ReactNode } from "react";

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  tone?: "white" | "muted";
  children: ReactNode;
}

/** A page section labelled by its h2, so each one is a named region for assistive technology. */
export function Section({ id, title, intro, tone = "white", children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "muted" ? "bg-slate-50" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
