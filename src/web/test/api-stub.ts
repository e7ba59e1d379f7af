import type { Hono } from "hono";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { vi } from "vitest";
import type { ApiRoutes } from "#server/app";
import type { Auth } from "#server/auth/auth";

/**
 * The one network stub for web component tests. Handlers are keyed by the server's own route
 * paths and methods and typed from `ApiRoutes` (and, for `/auth/*`, from Better Auth's own
 * endpoints), so a stubbed body must have the shape the route declares: change a response and
 * the test stops type-checking. A route without a handler answers 404 in the shared error
 * shape, as an unknown route would.
 */

// biome-ignore lint/suspicious/noExplicitAny: only the route schema is read from the app's type.
type RouteSchema = ApiRoutes extends Hono<any, infer S, any> ? S : never;

/** Better Auth's endpoints that the web app calls, each with the body it answers. */
type AuthAnswer<E extends keyof Auth["api"]> = {
  output: Awaited<ReturnType<Auth["api"][E]>>;
  status: 200;
};
interface AuthSchema {
  "/auth/sign-in/email": { $post: AuthAnswer<"signInEmail"> };
  "/auth/sign-up/email": { $post: AuthAnswer<"signUpEmail"> };
  "/auth/sign-out": { $post: AuthAnswer<"signOut"> };
  "/auth/reset-password": { $post: AuthAnswer<"resetPassword"> };
  "/auth/change-password": { $post: AuthAnswer<"changePassword"> };
  "/auth/list-sessions": { $get: AuthAnswer<"listSessions"> };
  "/auth/get-session": { $get: AuthAnswer<"getSession"> };
  "/auth/revoke-session": { $post: AuthAnswer<"revokeSession"> };
}

type ApiSchema = RouteSchema & AuthSchema;
type ApiPath = keyof ApiSchema & string;
type ApiMethod<P extends ApiPath> = keyof ApiSchema[P] & `$${string}`;
type SuccessBody<P extends ApiPath, M extends ApiMethod<P>> =
  Extract<ApiSchema[P][M], { status: SuccessStatusCode }> extends { output: infer O } ? O : never;

/** Better Auth answers its own routes with 200 and errors as `{ code, message }`, not in our shape. */
const isAuthPath = (path: string) => path.startsWith("/api/auth/");

/** A non-2xx answer, in the API's one error shape. */
export class ApiStubError {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code = "error",
    readonly fields?: Record<string, string[]>,
  ) {}
}

export interface StubRequest {
  url: URL;
  /** Path parameters by name (`:id` in the route). */
  params: Record<string, string>;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

type Handler<P extends ApiPath, M extends ApiMethod<P>> =
  | SuccessBody<P, M>
  | ApiStubError
  | ((request: StubRequest) => SuccessBody<P, M> | ApiStubError);

export type ApiHandlers = {
  [P in ApiPath]?: { [M in ApiMethod<P>]?: Handler<P, M> };
};

const pattern = (path: string) =>
  new RegExp(`^/api${path.replace(/:([A-Za-z_]+)/g, (_, name: string) => `(?<${name}>[^/]+)`)}$`);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Replaces fetch with the handlers and returns the mock, whose calls are `[input, init]` as the app
 * made them. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(handlers: ApiHandlers) {
  const routes = Object.entries(handlers).map(([path, methods]) => ({
    pattern: pattern(path),
    methods: methods as Record<string, unknown>,
  }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://x");
    const method = `$${(init?.method ?? (input instanceof Request ? input.method : "GET")).toLowerCase()}`;
    for (const route of routes) {
      const match = route.pattern.exec(url.pathname);
      const handler = match ? route.methods[method] : undefined;
      if (!match || handler === undefined) continue;
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const answer =
        typeof handler === "function"
          ? handler({ url, params: { ...match.groups }, body } satisfies StubRequest)
          : handler;
      if (answer instanceof ApiStubError) {
        const { code, message, fields } = answer;
        if (isAuthPath(url.pathname)) return json(answer.status, { code, message });
        return json(answer.status, { error: { code, message, ...(fields ? { fields } : {}) } });
      }
      return json(method === "$post" && !isAuthPath(url.pathname) ? 201 : 200, answer);
    }
    return json(404, { error: { code: "not_found", message: "Not found" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The `Idempotency-Key` of each POST sent to the stub, in order (null where none was sent). */
export function changeKeysSent(fetchMock: ReturnType<typeof stubApi>): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([, init]) => new Headers(init?.headers).get("idempotency-key"));
}
