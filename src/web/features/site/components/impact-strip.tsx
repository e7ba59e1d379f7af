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
        <dl className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {impactFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-1 border-l-4 border-accent-500 pl-4">
              <dt className="text-sm font-medium text-brand-50 sm:text-base">{figure.label}</dt>
              <dd className="text-3xl font-bold text-white sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
