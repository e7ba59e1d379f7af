/**
 * The boot script in every platform page's document. It starts the session request while the HTML
 * is still being parsed, unless the document already carries the session (a signed-in page's first
 * data, see lib/first-data). It also leaves in cookies what only the browser knows and the server
 * draws the next page with: its time zone (the dashboard's "today", times of day), the locale it
 * formats dates in, and whether its window is phone-sized.
 *
 * The page the server drew shows before its app runs. Until the app has taken it over, the
 * document is marked as awaiting it: its controls take no pointer (app.css), and no form is sent
 * by the browser itself, which would put what was typed (a password) in the address. What is
 * typed or chosen from the keyboard meanwhile is noted, and given to the app once it runs
 * (`replayEarlyInput`): the app's first render puts its own values in the fields, which would
 * otherwise wipe it.
 */
import {
  AWAITING_APP_ATTRIBUTE,
  FIRST_DATA_ATTRIBUTE,
  LOCALE_COOKIE,
  PHONE_COOKIE,
  TIME_ZONE_COOKIE,
} from "#shared/first-data";
import { PHONE_QUERY } from "./use-media-query";

/** Where the boot script leaves the session request for the first session query to take. */
const EARLY_SESSION = "__folioSession";
/** Where the boot script notes each field typed into before the app ran, with its value. */
const EARLY_INPUT = "__folioEarlyInput";

const COOKIE_TAIL = ";path=/;max-age=31536000;samesite=lax";

/**
 * The inline script: mark the page as awaiting its app and hold back forms until then, note the
 * browser's settings, and start the session request unless the document carries it. Plain ES5 with no dependencies, as it runs before any module, and before
 * the body (where the first data is) has been parsed.
 */
export function bootScript(): string {
  const cookie = (name: string, value: string) => `d.cookie="${name}="+encodeURIComponent(${value})+"${COOKIE_TAIL}"`;
  return `(function(){var w=window,d=document,h=d.documentElement;h.setAttribute("${AWAITING_APP_ATTRIBUTE}","");d.addEventListener("submit",function(e){if(h.hasAttribute("${AWAITING_APP_ATTRIBUTE}"))e.preventDefault()},true);var t=w.${EARLY_INPUT}=[];d.addEventListener("input",function(e){if(h.hasAttribute("${AWAITING_APP_ATTRIBUTE}"))t.push([e.target,e.target.value])},true);try{var o=Intl.DateTimeFormat().resolvedOptions();${cookie(TIME_ZONE_COOKIE, "o.timeZone")};${cookie(LOCALE_COOKIE, "o.locale")};${cookie(PHONE_COOKIE, `w.matchMedia(${JSON.stringify(PHONE_QUERY)}).matches?"1":"0"`)}}catch(e){}if(!h.hasAttribute("${FIRST_DATA_ATTRIBUTE}")){w.${EARLY_SESSION}=fetch("/api/session",{credentials:"same-origin"});w.${EARLY_SESSION}.catch(function(){})}})();`;
}

/** The session request the boot script started, once: later asks go to the network. */
export function takeEarlySession(): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const holder = window as unknown as Record<typeof EARLY_SESSION, Promise<Response> | undefined>;
  const early = holder[EARLY_SESSION];
  holder[EARLY_SESSION] = undefined;
  return early;
}

/**
 * Gives the app what was typed or chosen before it ran: each field's last value, set as if typed
 * (or chosen) now, so the app's own change handlers take it. Once, when the app has taken the
 * page over. One field per task, as a person types: a handler may read state its previous event
 * has not yet rendered.
 */
export async function replayEarlyInput(): Promise<void> {
  const holder = window as unknown as Record<typeof EARLY_INPUT, [EventTarget, string][] | undefined>;
  const typed = holder[EARLY_INPUT] ?? [];
  holder[EARLY_INPUT] = undefined;
  const last = new Map(typed);
  for (const [field, value] of last) {
    if (!(field as Element).isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      // A choice made from the keyboard (a board card's Move to): React hears a select's change.
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      const prototype =
        field instanceof HTMLInputElement
          ? HTMLInputElement.prototype
          : field instanceof HTMLTextAreaElement
            ? HTMLTextAreaElement.prototype
            : undefined;
      if (!prototype) continue;
      // The field may still show the value while the app holds another: cleared through the field's
      // own setter (which the app's change tracking notes), then set through the native one, so the
      // input event reads as a change to it.
      (field as HTMLInputElement).value = "";
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
