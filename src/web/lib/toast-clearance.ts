import { useEffect } from "react";
import { useSonner } from "sonner";
import { useMediaQuery } from "./use-media-query";

/** Where the toaster lays toasts across the whole width of the screen, at its bottom. */
const FULL_WIDTH_TOASTS = "(max-width: 600px)";
/** The toaster's gap between a phone toast and the screen's bottom edge. */
const TOAST_BOTTOM_GAP = 16;
/** What a tap can reach: the things a toast must not lie over. */
const CONTROLS = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";
const OPEN_DIALOG = "[role='dialog'][data-state='open'], [role='alertdialog'][data-state='open']";

/**
 * The lowest control the toast would lie over, and by how much it reaches below the toast's top.
 * While a dialog is open, only its own controls count: the page behind it cannot be used.
 */
function lowestCoveredControl(toast: HTMLElement): { control: HTMLElement; overlap: number } | null {
  // Where the toast comes to rest; it may still be sliding in.
  const toastTop = window.innerHeight - TOAST_BOTTOM_GAP - toast.offsetHeight;
  const scope = document.querySelector(OPEN_DIALOG) ?? document;
  let lowest: { control: HTMLElement; overlap: number } | null = null;
  for (const control of scope.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.closest("[data-sonner-toaster]")) continue;
    const box = control.getBoundingClientRect();
    const onScreen = box.height > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    const overlap = box.bottom - toastTop;
    if (onScreen && overlap > (lowest?.overlap ?? 0)) lowest = { control, overlap };
  }
  return lowest;
}

/** The box that scrolls `control`: its nearest scrolling ancestor (a long dialog's body), or null for the page. */
function scrollerOf(control: HTMLElement): HTMLElement | null {
  for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === "auto" || overflowY === "scroll") && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

/**
 * Moves what `scroller` (the page when null) shows up by `room`, giving it that much more space
 * below its end; returns how to take the space back. When it could scroll that far by itself, it
 * is left alone: the user can bring the control into sight, and nothing jumps.
 */
function makeRoomBelow(scroller: HTMLElement | null, room: number): (() => void) | null {
  const page = document.documentElement;
  const left = scroller
    ? scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight
    : page.scrollHeight - window.scrollY - window.innerHeight;
  if (left >= room) return null;
  const padded = scroller ?? document.body;
  const before = padded.style.paddingBottom;
  padded.style.paddingBottom = `calc(${getComputedStyle(padded).paddingBottom} + ${room}px)`;
  if (scroller) scroller.scrollTop += room;
  else window.scrollBy({ top: room, behavior: "instant" });
  return () => {
    padded.style.paddingBottom = before;
  };
}

/**
 * On a phone, a toast lies across the bottom of the screen, which is where a form or a dialog keeps
 * its buttons: after a failed save, the toast would hide the very button that sends it again, and
 * the page could not be scrolled to show it. So while a toast is up over a control at the end of
 * the page (or of an open dialog), that end gets room below it and moves up just enough to show
 * the control above the toast. Where the toast covers no control, nothing moves.
 */
export function useToastClearance(): void {
  const fullWidth = useMediaQuery(FULL_WIDTH_TOASTS);
  const { toasts } = useSonner();
  const newest = fullWidth ? toasts[0]?.id : undefined;

  useEffect(() => {
    if (newest === undefined) return;
    let giveRoomBack: (() => void) | null = null;
    let frame = requestAnimationFrame(function clearControls() {
      const toast = document.querySelector<HTMLElement>("[data-sonner-toast][data-front='true']");
      // The toaster draws the toast in its own render, which may come a frame after this one.
      if (!toast) {
        frame = requestAnimationFrame(clearControls);
        return;
      }
      const covered = lowestCoveredControl(toast);
      if (covered) giveRoomBack = makeRoomBelow(scrollerOf(covered.control), covered.overlap + TOAST_BOTTOM_GAP);
    });
    return () => {
      cancelAnimationFrame(frame);
      giveRoomBack?.();
    };
  }, [newest]);
}
