import { impact, impactFigures } from "#content/index";

/** Home: the 'Our Impact' strip with the group's four figures. */
export function ImpactStrip() {
  return (
    <section aria-labelledby="impact-heading" className="bg-brand-700">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="impact-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {impact.heading}
          </h2>
          <p className="mt-4 text-lg text-brand-50">{impact.text}</p>
        </div>
        {/* A figure is one word ("10,000+" may not break before its "+"): on the narrowest phones it
            is smaller and the columns closer, so two figures still fit side by side at 320 px. */}
        <dl className="mt-10 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-8 lg:grid-cols-4">
          {impactFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-1 border-l-4 border-accent-500 pl-3 sm:pl-4">
              <dt className="text-sm font-medium text-brand-50 sm:text-base">{figure.label}</dt>
              <dd className="text-2xl font-bold whitespace-nowrap text-white min-[375px]:text-3xl sm:text-4xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
