/**
 * The header's mobile menu toggle (markup in site-header.tsx). Event delegation on the document
 * keeps working for headers that React renders after client-side navigation.
 */
const TOGGLE = "[data-menu-toggle]";

function panelOf(toggle: HTMLElement): HTMLElement | null {
  const id = toggle.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function setOpen(toggle: HTMLElement, open: boolean): void {
  const panel = panelOf(toggle);
  if (!panel) return;
  toggle.setAttribute("aria-expanded", String(open));
  panel.dataset.open = String(open);
}

function openToggle(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${TOGGLE}[aria-expanded="true"]`);
}

export function installMobileMenu(): void {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const toggle = target.closest<HTMLElement>(TOGGLE);
    if (toggle) {
      setOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    const open = openToggle();
    // A chosen link or a click elsewhere closes the menu.
    if (open && (target.closest("a") || !panelOf(open)?.contains(target))) setOpen(open, false);
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = openToggle();
    if (!open) return;
    setOpen(open, false);
    open.focus();
  });

  // Growing past the mobile breakpoint hides the panel; close it so it is not open on the way back.
  window.matchMedia("(min-width: 768px)").addEventListener("change", (event) => {
    const open = openToggle();
    if (event.matches && open) setOpen(open, false);
  });
}
