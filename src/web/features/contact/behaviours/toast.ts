import { TOAST_DURATION_MS } from "#web/features/contact/constants";

export interface ToastContent {
  title: string;
  description: string;
  tone: "success" | "error";
}

/**
 * A small toast for the contact page, which loads no React (sonner is the platform's). It renders
 * into a live region that is already in the page, so screen readers announce it; one toast shows
 * at a time and closes after five seconds.
 */
export function showToast(region: HTMLElement, { title, description, tone }: ToastContent): void {
  region.replaceChildren();
  const toast = document.createElement("div");
  toast.dataset.toast = tone;
  toast.className = `pointer-events-auto flex w-full max-w-sm gap-3 rounded-lg border bg-white p-4 shadow-lg ${
    tone === "success" ? "border-green-200" : "border-red-200"
  }`;

  const text = document.createElement("div");
  text.className = "flex-1";
  const heading = document.createElement("p");
  heading.className = `text-sm font-semibold ${tone === "success" ? "text-green-800" : "text-red-800"}`;
  heading.textContent = title;
  const body = document.createElement("p");
  body.className = "mt-1 text-sm text-slate-700";
  body.textContent = description;
  text.append(heading, body);

  const close = document.createElement("button");
  close.type = "button";
  close.className = "-m-1 size-8 shrink-0 rounded text-lg leading-none text-slate-600 hover:bg-slate-100";
  close.setAttribute("aria-label", "Dismiss notification");
  close.textContent = "×";

  toast.append(text, close);
  region.append(toast);

  const timer = window.setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  close.addEventListener("click", () => {
    window.clearTimeout(timer);
    toast.remove();
  });
}
