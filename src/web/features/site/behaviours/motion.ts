const query = "(prefers-reduced-motion: reduce)";

/** Calls `onChange` now and whenever the visitor's reduced-motion preference changes; returns an unsubscribe. */
export function watchReducedMotion(onChange: (reduced: boolean) => void): () => void {
  const media = window.matchMedia(query);
  const listener = () => onChange(media.matches);
  listener();
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}
