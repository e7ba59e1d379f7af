import { useEffect } from "react";
import { useSonner } from "sonner";
import { useMediaQuery } from "./use-media-query";

/** Where the toaster lays toasts across the whole width of the screen, at its bottom. */
const FULL_WIDTH_TOASTS = "(max-width: 600px)";
/** The toaster's gap between a phone toast and the screen's bottom edge. */
const TOAST_BOTTOM_GAP = 16;

/**
 * On a phone, a toast lies across the bottom of the screen, which is where a form keeps its
 * buttons: after a failed save, the toast would hide the very button that sends it again, and the
 * page could not be scrolled to show it. While a toast is up, the page gets room below its end as
 * tall as the toast, and a page scrolled to its end moves up by that room, so its last controls
 * stay in sight and in reach.
 */
export function useToastClearance(): void {
  const fullWidth = useMediaQuery(FULL_WIDTH_TOASTS);
  const { toasts } = useSonner();
  const newest = fullWidth ? toasts[0]?.id : undefined;

  useEffect(() => {
    if (newest === undefined) return;
    const body = document.body;
    let frame = requestAnimationFrame(function makeRoom() {
      const toast = document.querySelector<HTMLElement>("[data-sonner-toast][data-front='true']");
      // The toaster draws the toast in its own render, which may come a frame after this one.
      if (!toast) {
        frame = requestAnimationFrame(makeRoom);
        return;
      }
      const room = toast.offsetHeight + 2 * TOAST_BOTTOM_GAP;
      const pageEnd = document.documentElement.scrollHeight;
      const endInSight = window.scrollY + window.innerHeight >= pageEnd - 1;
      body.style.paddingBottom = `${room}px`;
      if (endInSight) window.scrollTo({ top: pageEnd - window.innerHeight + room, behavior: "instant" });
    });
    return () => {
      cancelAnimationFrame(frame);
      body.style.paddingBottom = "";
    };
  }, [newest]);
}
