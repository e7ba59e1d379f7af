import { contactForm } from "../../../../content/contact";
import { type ContactInput, contactSchema } from "../../../../shared/schemas/contact";
import { sendEnquiry } from "../api/send-enquiry";
import { SEND_DELAY_MS } from "../constants";
import { FIELD_ERROR_SUFFIX, FIELD_ID_PREFIX } from "./form-fields";
import { showToast } from "./toast";

type Errors = Partial<Record<string, string>>;

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The first message per field, from the shared schema (spec §5) or the server's `fields`. */
function validate(values: Record<string, string>): { data?: ContactInput; errors: Errors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * Spec §4 Contact form: idle → 'Sending...' (at least 1 s) → success toast and a cleared form.
 * Validation runs on submit, then again on each edit of a field that was shown invalid.
 */
export function initContactForm(form: HTMLElement): (() => void) | undefined {
  if (!(form instanceof HTMLFormElement)) return undefined;
  // The script owns validation from here on; native bubbles remain only for visitors without JS.
  form.noValidate = true;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = form.querySelector<HTMLElement>("[data-submit-label]");
  const toastRegion = document.querySelector<HTMLElement>("[data-toast-region]");
  let submitted = false;
  let sending = false;

  const values = () =>
    Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)])) as Record<string, string>;

  const showError = (field: string, message: string | undefined) => {
    const control = form.querySelector<HTMLElement>(`#${FIELD_ID_PREFIX}${field}`);
    const error = form.querySelector<HTMLElement>(`#${FIELD_ID_PREFIX}${field}${FIELD_ERROR_SUFFIX}`);
    if (!control || !error) return;
    error.textContent = message ?? "";
    if (message) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  };
  const showErrors = (errors: Errors) => {
    for (const error of form.querySelectorAll<HTMLElement>("[data-field-error]")) {
      const field = error.dataset.fieldError;
      if (field) showError(field, errors[field]);
    }
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const setSending = (value: boolean) => {
    sending = value;
    if (submit) submit.disabled = value;
    if (submitLabel) submitLabel.textContent = value ? contactForm.sendingLabel : contactForm.submitLabel;
    form.setAttribute("aria-busy", String(value));
  };
  const toast = (content: Parameters<typeof showToast>[1]) => {
    if (toastRegion) showToast(toastRegion, content);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    submitted = true;
    const { data, errors } = validate(values());
    if (!data) {
      showErrors(errors);
      return;
    }
    showErrors({});
    setSending(true);
    const [result] = await Promise.all([sendEnquiry(data, contactForm.networkError), delay(SEND_DELAY_MS)]);
    setSending(false);
    if (result.ok) {
      form.reset();
      submitted = false;
      toast({ title: contactForm.successTitle, description: contactForm.successText, tone: "success" });
      return;
    }
    if (result.fields) {
      showErrors(Object.fromEntries(Object.entries(result.fields).map(([field, messages]) => [field, messages[0]])));
    }
    toast({ title: contactForm.failureTitle, description: result.message, tone: "error" });
  };

  const onInput = (event: Event) => {
    const field = (event.target as HTMLInputElement).name;
    if (!submitted || !field) return;
    showError(field, validate(values()).errors[field]);
  };

  form.addEventListener("submit", onSubmit);
  form.addEventListener("input", onInput);
  return () => {
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("input", onInput);
  };
}
