/** The band at the top of the inner pages, holding the page's only h1. */
export function PageBanner({ title, text }: { title: string; text: string }) {
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-50">{text}</p>
      </div>
    </div>
  );
}
