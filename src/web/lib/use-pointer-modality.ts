import { useEffect } from "react";

/**
 * Marks the document while the user works with a pointer (`data-pointer` on
 * <html>), and unmarks it at the first key press. app.css hides the focus ring of
 * buttons, links and tabs while it is set: a widget that moves focus itself after
 * a click (Radix tabs do) would otherwise show a ring the user did not ask for,
 * while keyboard users always get theirs.
 */
export function usePointerModality(): void {
  useEffect(() => {
    const root = document.documentElement;
    const onPointerDown = () => root.setAttribute("data-pointer", "");
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) root.removeAttribute("data-pointer");
    };
    window.addEventListener("pointerdown", onPointerDown, true);
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      window.removeEventListener("pointerdown", onPointerDown, true);
      window.removeEventListener("keydown", onKeyDown, true);
      root.removeAttribute("data-pointer");
    };
  }, []);
}
