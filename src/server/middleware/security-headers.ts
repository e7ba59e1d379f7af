import { secureHeaders } from "hono/secure-headers";

/** CSP for JSON answers: nothing may load from them. HTML pages get their own (web/pages.ts). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every response carries; Content-Security-Policy is set per response type. */
export function securityHeaders(isHttps: boolean) {
  return secureHeaders({
    contentSecurityPolicy: undefined,
    strictTransportSecurity: isHttps ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
