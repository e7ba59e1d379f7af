import { cn } from "#web/lib/cn";

/** Dark gradients, so the white genre text keeps AA contrast on every one of them. */
const BANNER_GRADIENTS = [
  "from-brand-700 to-brand-900",
  "from-indigo-700 to-slate-900",
  "from-emerald-800 to-teal-900",
  "from-rose-800 to-purple-900",
  "from-amber-800 to-orange-900",
  "from-sky-800 to-blue-900",
] as const;

/** The same genre always gets the same banner. */
function gradientFor(genre: string): string {
  let hash = 0;
  for (const char of genre.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BANNER_GRADIENTS[hash % BANNER_GRADIENTS.length];
}

/**
 * A project's cover: the image, or a banner naming the genre. Fixed height, so nothing shifts as
 * it loads. `compact` is a list card's slim strip, so the card's room goes to the book's facts.
 * `eager` is for a cover on the first screen: it is fetched at once and first, where a lazy image
 * would start only after layout and hold back the page's largest paint.
 */
export function ProjectCover({
  title,
  genre,
  coverUrl,
  className,
  compact = false,
  eager = false,
}: {
  title: string;
  genre: string;
  coverUrl: string | null;
  className?: string;
  compact?: boolean;
  eager?: boolean;
}) {
  if (coverUrl) {
    return (
      <img
        src={coverUrl}
        alt={`Cover of ${title}`}
        width={640}
        height={160}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        decoding="async"
        className={cn(compact ? "h-24 w-full object-cover" : "h-40 w-full object-cover", className)}
      />
    );
  }
  return (
    <div
      data-testid="genre-banner"
      className={cn(
        "flex w-full bg-linear-to-br px-4",
        compact ? "h-9 items-center" : "h-40 items-center justify-center text-center",
        gradientFor(genre),
        className,
      )}
    >
      <span
        className={cn(
          "font-semibold tracking-wide text-white",
          compact ? "line-clamp-1 text-sm" : "line-clamp-2 text-lg",
        )}
      >
        {genre}
      </span>
    </div>
  );
}
