import type { Cleanup } from "./enhance";

/** The header's mobile menu toggle (markup in site-header.tsx): click or Enter/Space opens it, Escape closes it. */
export function initMobileMenu(toggle: HTMLElement): Cleanup | undefined {
  const id = toggle.getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) return undefined;

  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    panel.dataset.open = String(open);
  };
  const onToggle = () => setOpen(!isOpen());
  const onDocumentClick = (event: MouseEvent) => {
    const target = event.target as Node;
    // A chosen link or a click elsewhere closes the menu.
    if (isOpen() && !toggle.contains(target) && (!panel.contains(target) || (target as Element).closest?.("a"))) {
      setOpen(false);
    }
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  };
  // Growing past the mobile breakpoint hides the panel; close it so it is not open on the way back.
  const desktop = window.matchMedia("(min-width: 768px)");
  const onBreakpoint = () => {
    if (desktop.matches) setOpen(false);
  };

  toggle.addEventListener("click", onToggle);
  document.addEventListener("click", onDocumentClick);
  document.addEventListener("keydown", onKeydown);
  desktop.addEventListener("change", onBreakpoint);
  return () => {
    toggle.removeEventListener("click", onToggle);
    document.removeEventListener("click", onDocumentClick);
    document.removeEventListener("keydown", onKeydown);
    desktop.removeEventListener("change", onBreakpoint);
  };
}
