import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** A page still loading its data is announced once it has it, or after this long regardless. */
const WAIT_FOR_DATA_MS = 5000;
const BUSY_REGION = "main [aria-busy='true']";

/**
 * After a client-side page change, says which page opened. A browser announces a new document by
 * itself; a change of page inside the app is silent to a screen reader, which would otherwise stay
 * on the link that was pressed with no sign that anything happened. The page's title is read once
 * the new page has its data, as it names the page ("Projects | Folio", or a project's own title,
 * known only then); its first heading stands in for a page without one. Nothing is said for the
 * page the visit started on.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const announcedPath = useRef(pathname);

  useEffect(() => {
    if (announcedPath.current === pathname) return;
    announcedPath.current = pathname;
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const announceOnceLoaded = () => {
      if (document.querySelector(BUSY_REGION) && performance.now() - started < WAIT_FOR_DATA_MS) {
        timer = setTimeout(announceOnceLoaded, 100);
        return;
      }
      const heading = document.querySelector("h1")?.textContent?.trim();
      setAnnouncement(document.title || heading || pathname);
    };
    timer = setTimeout(announceOnceLoaded, 0);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
