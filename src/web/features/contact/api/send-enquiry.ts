import type { ApiErrorBody } from "#shared/schemas/common";
import type { ContactInput } from "#shared/schemas/contact";

export type SendEnquiryResult =
  | { ok: true }
  | { ok: false; status: number; message: string; fields?: Record<string, string[]> };

/**
 * POST /api/contact. A plain fetch typed by the shared schemas: the public pages do not load the
 * platform's API client. Any non-2xx answer carries the server's message.
 */
export async function sendEnquiry(input: ContactInput, networkError: string): Promise<SendEnquiryResult> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, status: 0, message: networkError };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  return {
    ok: false,
    status: response.status,
    message: body?.error?.message ?? `The message could not be sent (error ${response.status}).`,
    fields: body?.error?.fields,
  };
}
