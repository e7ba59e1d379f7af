import { TEST_ORIGIN, type TestApp, type TestUser } from "#tests/setup/test-app";

/**
 * A multipart upload through the real app, as a browser sends it (Origin, session
 * cookie, form field "file"). t.request only speaks JSON, hence this helper.
 */
export async function uploadFile(
  t: TestApp,
  path: string,
  options: { as?: TestUser | null; bytes: Uint8Array<ArrayBuffer>; name: string; type?: string; field?: string },
) {
  const form = new FormData();
  form.append(options.field ?? "file", new File([options.bytes], options.name, { type: options.type ?? "" }));
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (options.as) headers.cookie = options.as.cookie;
  const connInfo = { incoming: { socket: { remoteAddress: "10.0.0.1", remotePort: 1, remoteFamily: "IPv4" } } };
  return t.app.request(path, { method: "POST", headers, body: form }, connInfo);
}
