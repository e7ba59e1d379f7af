import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { contactForm } from "#content/index";
import { DIVISIONS } from "#shared/divisions";
import { FIELD_ERROR_SUFFIX, FIELD_ID_PREFIX } from "#web/features/contact/behaviours/form-fields";

type FieldName = keyof typeof contactForm.labels;

const inputClass =
  "mt-2 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-red-700";

function Field({ name, required, children }: { name: FieldName; required?: boolean; children: ReactNode }) {
  const id = `${FIELD_ID_PREFIX}${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {contactForm.labels[name]}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <p
        id={`${id}${FIELD_ERROR_SUFFIX}`}
        data-field-error={name}
        className="mt-1.5 text-sm text-red-700 empty:hidden"
      />
    </div>
  );
}

/** Attributes every control shares: its id, name and the error paragraph that describes it. */
function control(name: FieldName, required = false) {
  const id = `${FIELD_ID_PREFIX}${name}`;
  return { id, name, required, "aria-describedby": `${id}${FIELD_ERROR_SUFFIX}`, className: inputClass };
}

/**
 * Contact form. Without JavaScript it is a plain form with native validation that
 * posts to the API; the page's script takes over with the shared zod schema, 'Sending...' and the
 * toast (behaviours/contact-form.ts).
 */
export function ContactForm({ validatorSrc }: { validatorSrc: string }) {
  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
        {contactForm.heading}
      </h2>
      <p className="mt-2 text-slate-600">{contactForm.text}</p>
      {/* Without JavaScript the form posts natively; the server redirects back to one of these anchors. */}
      <div id="message-sent" className="mt-6 hidden rounded-md border border-green-200 bg-green-50 p-4 target:block">
        <p className="font-semibold text-green-800">{contactForm.successTitle}</p>
        <p className="mt-1 text-sm text-slate-700">{contactForm.successText}</p>
      </div>
      <div id="message-not-sent" className="mt-6 hidden rounded-md border border-red-200 bg-red-50 p-4 target:block">
        <p className="font-semibold text-red-800">{contactForm.failureTitle}</p>
        <p className="mt-1 text-sm text-slate-700">{contactForm.invalidText}</p>
      </div>
      <form
        data-contact-form
        data-validator-src={validatorSrc}
        method="post"
        action="/api/contact"
        className="mt-8 space-y-6"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="name" required>
            <input type="text" autoComplete="name" {...control("name", true)} />
          </Field>
          <Field name="email" required>
            <input type="email" autoComplete="email" {...control("email", true)} />
          </Field>
          <Field name="phone">
            <input type="tel" autoComplete="tel" {...control("phone")} />
          </Field>
          <Field name="division">
            {/* The platform's styled select: no native arrow, the same chevron, border and focus ring. */}
            <select defaultValue="" {...control("division")} className={`${inputClass} h-12 select-chevron`}>
              <option value="">{contactForm.divisionPlaceholder}</option>
              {DIVISIONS.map((division) => (
                <option key={division.value} value={division.value}>
                  {division.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field name="subject" required>
          <input type="text" {...control("subject", true)} />
        </Field>
        <Field name="message" required>
          <textarea rows={6} {...control("message", true)} />
        </Field>
        {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-4" />
          <span data-submit-label>{contactForm.submitLabel}</span>
        </button>
      </form>
      {/* The toast's live region exists from the start so that screen readers announce what appears in it. */}
      <div
        data-toast-region
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:left-auto"
      />
    </section>
  );
}
