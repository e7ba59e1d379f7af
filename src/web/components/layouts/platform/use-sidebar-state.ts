import { useCallback, useEffect, useState } from "react";
import { SIDEBAR_COOKIE } from "#shared/first-data";
import { renderSettings } from "#web/lib/first-data";
import { PHONE_QUERY, useMediaQuery } from "#web/lib/use-media-query";

/** The sidebar remembers its state in a cookie for 7 days. */
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Expanded unless the cookie says otherwise; on the server, what the request's cookie said. */
function readExpandedCookie(): boolean {
  if (typeof document === "undefined") return renderSettings().sidebarExpanded ?? true;
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === "true" : true;
}

/** The mobile layout applies below 768px. */
export function useIsMobile(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** Input types that are buttons or boxes, where Ctrl/Cmd+B means nothing as text. */
const NON_TEXT_INPUTS = new Set(["button", "checkbox", "color", "file", "image", "radio", "range", "reset", "submit"]);

/**
 * Whether a key press goes to something the user types into (a text box, a text
 * area, a select, editable content): there Ctrl/Cmd+B belongs to the field (bold,
 * say), not to the sidebar.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Desktop: expanded (16rem) or collapsed to icons (3rem), persisted in the cookie.
 * Mobile: a sheet (18rem) that opens and closes. Ctrl/Cmd+B toggles whichever
 * applies, except while typing in a field.
 */
export function useSidebarState() {
  const isMobile = useIsMobile();
  const [expanded, setExpandedState] = useState(readExpandedCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the sidebar state lives in a cookie so it survives a reload; the Cookie Store API is not in every browser.
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}
