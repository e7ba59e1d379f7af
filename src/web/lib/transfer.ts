import { ApiRequestError, errorFromBody, toError } from "./api-client";

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload
 * progress, reporting each step as a fraction from 0 to 1. Resolves with the JSON
 * answer; rejects with ApiRequestError carrying the server's message.
 */
export function postFormWithProgress(url: string, body: FormData, onProgress: (fraction: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.response);
      } else {
        reject(errorFromBody(xhr.status, xhr.response));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "network_error", "The connection was lost during the upload."));
    xhr.onabort = () => reject(new ApiRequestError(0, "aborted", "The upload was cancelled."));
    xhr.send(body);
  });
}

/** Fetches a file and hands it to the browser as a download under its own name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw await toError(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = href;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
