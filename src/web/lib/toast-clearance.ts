import { useEffect } from "react";
import { useSonner } from "sonner";
import { useMediaQuery } from "./use-media-query";

/** Where the toaster lays toasts across the whole width of the screen, at its bottom. */
const FULL_WIDTH_TOASTS = "(max-width: 600px)";
/** The toaster's gap between a phone toast and the screen's bottom edge. */
const TOAST_BOTTOM_GAP = 16;

/** What a tap can reach: the things a toast must not lie over. */
const CONTROLS = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** How far the lowest control the toast would cover reaches below the toast's top edge (0: none is covered). */
function overlapWithControls(toast: HTMLElement): number {
  // Where the toast comes to rest; it may still be sliding in.
  const toastTop = window.innerHeight - TOAST_BOTTOM_GAP - toast.offsetHeight;
  let lowest = toastTop;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.closest("[data-sonner-toaster]")) continue;
    const box = control.getBoundingClientRect();
    const onScreen = box.height > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    if (onScreen && box.bottom > lowest) lowest = box.bottom;
  }
  return lowest - toastTop;
}

/**
 * On a phone, a toast lies across the bottom of the screen, which is where a form keeps its
 * buttons: after a failed save, the toast would hide the very button that sends it again, and the
 * page could not be scrolled to show it. So while a toast is up over a control at the end of the
 * page, the page gets room below its end and moves up just enough to show that control above the
 * toast. A page whose end the toast leaves clear does not move.
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
      const pageEnd = document.documentElement.scrollHeight;
      // Further up the page, scrolling brings a covered control into sight; at its end, nothing can.
      if (window.scrollY + window.innerHeight < pageEnd - 1) return;
      const lift = overlapWithControls(toast);
      if (lift <= 0) return;
      const room = lift + TOAST_BOTTOM_GAP;
      body.style.paddingBottom = `${room}px`;
      window.scrollTo({ top: pageEnd - window.innerHeight + room, behavior: "instant" });
    });
    return () => {
      cancelAnimationFrame(frame);
      body.style.paddingBottom = "";
    };
  }, [newest]);
}
