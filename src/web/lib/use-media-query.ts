import { useEffect, useState } from "react";

/** The platform's phone layout applies below 768px. */
export const PHONE_QUERY = "(max-width: 767px)";

/** Whether a CSS media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setMatches(media.matches);
    onChange();
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
