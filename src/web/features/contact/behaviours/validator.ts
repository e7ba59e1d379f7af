import type { ContactInput } from "#shared/schemas/contact";

export type FieldErrors = Partial<Record<string, string>>;
export type ContactValidator = (values: Record<string, string>) => { data?: ContactInput; errors: FieldErrors };

/**
 * The validator (zod and the shared schema, most of the contact page's JavaScript) is a script of
 * its own, fetched when a visitor first focuses the form rather than at page load, so evaluating
 * it never blocks the main thread while the page settles. The two scripts meet on `window`.
 */
declare global {
  interface Window {
    meridianContactValidator?: ContactValidator;
  }
}

const READY_EVENT = "meridian:contact-validator";

export function registerValidator(validator: ContactValidator): void {
  window.meridianContactValidator = validator;
  document.dispatchEvent(new Event(READY_EVENT));
}

let pending: Promise<ContactValidator> | undefined;

/** Loads the validator script once; rejects if it cannot be fetched (the server still validates). */
export function loadValidator(src: string): Promise<ContactValidator> {
  pending ??= new Promise<ContactValidator>((resolve, reject) => {
    const ready = () => {
      if (window.meridianContactValidator) resolve(window.meridianContactValidator);
    };
    if (window.meridianContactValidator) return ready();
    document.addEventListener(READY_EVENT, ready, { once: true });
    const script = document.createElement("script");
    // A module, like the page's other enhancement scripts (see EnhancementScript).
    script.type = "module";
    script.src = src;
    script.onerror = () => {
      pending = undefined;
      reject(new Error(`Could not load ${src}`));
    };
    document.body.appendChild(script);
  });
  return pending;
}
