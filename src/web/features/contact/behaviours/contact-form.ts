import { contactForm } from "#content/contact";
import type { ContactInput } from "#shared/schemas/contact";
import { sendEnquiry } from "#web/features/contact/api/send-enquiry";
import { SEND_DELAY_MS } from "#web/features/contact/constants";
import { FIELD_ERROR_SUFFIX, FIELD_ID_PREFIX } from "./form-fields";
import { showToast } from "./toast";
import { type ContactValidator, type FieldErrors, loadValidator } from "./validator";

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Contact form: idle → 'Sending...' (at least 1 s) → success toast and a cleared form.
 * Validation runs on submit, then again on each edit of a field that was shown invalid.
 */
export function initContactForm(form: HTMLElement): (() => void) | undefined {
  if (!(form instanceof HTMLFormElement)) return undefined;
  // The script owns validation from here on; native bubbles remain only for visitors without JS.
  form.noValidate = true;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = form.querySelector<HTMLElement>("[data-submit-label]");
  const toastRegion = document.querySelector<HTMLElement>("[data-toast-region]");
  const validatorSrc = form.dataset.validatorSrc ?? "";
  let validator: ContactValidator | undefined;
  let submitted = false;
  let busy = false;

  const values = () =>
    Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)])) as Record<string, string>;

  /** The shared-schema validator, fetched on first focus; without it the server's answer validates. */
  const getValidator = async () => {
    try {
      validator ??= await loadValidator(validatorSrc);
    } catch {
      // Offline or blocked: submit anyway and show the server's field messages.
    }
    return validator;
  };
  const validate = async (): Promise<{ data?: ContactInput; errors: FieldErrors }> => {
    const check = await getValidator();
    // Unchecked here means checked by the server, which answers with the same messages.
    return check ? check(values()) : { data: values() as unknown as ContactInput, errors: {} };
  };

  const showError = (field: string, message: string | undefined) => {
    const control = form.querySelector<HTMLElement>(`#${FIELD_ID_PREFIX}${field}`);
    const error = form.querySelector<HTMLElement>(`#${FIELD_ID_PREFIX}${field}${FIELD_ERROR_SUFFIX}`);
    if (!control || !error) return;
    error.textContent = message ?? "";
    if (message) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  };
  const showErrors = (errors: FieldErrors) => {
    for (const error of form.querySelectorAll<HTMLElement>("[data-field-error]")) {
      const field = error.dataset.fieldError;
      if (field) showError(field, errors[field]);
    }
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const setSending = (value: boolean) => {
    if (submit) submit.disabled = value;
    if (submitLabel) submitLabel.textContent = value ? contactForm.sendingLabel : contactForm.submitLabel;
    form.setAttribute("aria-busy", String(value));
  };
  const toast = (content: Parameters<typeof showToast>[1]) => {
    if (toastRegion) showToast(toastRegion, content);
  };

  const send = async () => {
    submitted = true;
    const { data, errors } = await validate();
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
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    // One submission at a time, including while the validator is still loading.
    if (busy) return;
    busy = true;
    try {
      await send();
    } finally {
      busy = false;
    }
  };

  const onInput = async (event: Event) => {
    const field = (event.target as HTMLInputElement).name;
    if (!submitted || !field) return;
    showError(field, (await validate()).errors[field]);
  };
  const onFocus = () => void getValidator();

  form.addEventListener("submit", onSubmit);
  form.addEventListener("input", onInput);
  form.addEventListener("focusin", onFocus, { once: true });
  return () => {
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("input", onInput);
    form.removeEventListener("focusin", onFocus);
  };
}
