import { MutationObserver, onlineManager, QueryObserver } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client";
import { dismissSessionEnded, reportSigningOut, useSessionState } from "./auth/session-ended";
import { meQueryKey } from "./auth/use-me";
import { createQueryClient, shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("asks again once after a 5xx or a lost connection", () => {
    expect(shouldRetry(0, new ApiRequestError(500, "error", "Internal server error"))).toBe(true);
    expect(shouldRetry(0, new ApiRequestError(503, "error", "Unavailable"))).toBe(true);
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("never asks a second time", () => {
    expect(shouldRetry(1, new ApiRequestError(500, "error", "Internal server error"))).toBe(false);
    expect(shouldRetry(1, new TypeError("Failed to fetch"))).toBe(false);
  });

  it("does not ask again after a 4xx or a bug in the page", () => {
    expect(shouldRetry(0, new ApiRequestError(404, "not_found", "Project not found"))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(403, "forbidden", "Not allowed"))).toBe(false);
    expect(shouldRetry(0, new Error("boom"))).toBe(false);
  });
});

describe("createQueryClient", () => {
  it("runs a change's own callbacks without waiting for a summary's refetch", async () => {
    const queryClient = createQueryClient();
    let summaryFetches = 0;
    // An active summary whose refetch does not answer (a slow dashboard read).
    const observer = new QueryObserver(queryClient, {
      queryKey: ["summary"],
      queryFn: () => {
        summaryFetches += 1;
        return summaryFetches === 1 ? Promise.resolve("first") : new Promise<string>(() => {});
      },
      meta: { refreshAfterAnyChange: true },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe("first"), { timeout: 15_000 });

    const onSuccess = vi.fn();
    const mutation = new MutationObserver(queryClient, { mutationFn: async () => "saved", onSuccess });
    await mutation.mutate(undefined);

    expect(onSuccess).toHaveBeenCalledOnce();
    expect(summaryFetches).toBe(2);
    unsubscribe();
    queryClient.clear();
  });
});

describe("a change answered 404", () => {
  it("reads again what the page shows, so a deleted project turns to its not-found page", async () => {
    const queryClient = createQueryClient();
    let reads = 0;
    const shown = new QueryObserver(queryClient, {
      queryKey: ["projects", "detail", "p1"],
      queryFn: () => {
        reads += 1;
        return reads === 1
          ? Promise.resolve("project")
          : Promise.reject(new ApiRequestError(404, "not_found", "Project not found"));
      },
    });
    const unsubscribe = shown.subscribe(() => {});
    await vi.waitFor(() => expect(shown.getCurrentResult().data).toBe("project"), { timeout: 15_000 });

    const comment = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new ApiRequestError(404, "not_found", "Project not found")),
    });
    await comment.mutate(undefined).catch(() => undefined);

    await vi.waitFor(() => expect(shown.getCurrentResult().error).toBeInstanceOf(ApiRequestError), { timeout: 15_000 });
    expect(reads).toBe(2);
    unsubscribe();
    queryClient.clear();
  });

  it("leaves the page alone after any other refusal", async () => {
    const queryClient = createQueryClient();
    let reads = 0;
    const shown = new QueryObserver(queryClient, {
      queryKey: ["projects", "detail", "p2"],
      queryFn: () => {
        reads += 1;
        return Promise.resolve("project");
      },
    });
    const unsubscribe = shown.subscribe(() => {});
    await vi.waitFor(() => expect(shown.getCurrentResult().data).toBe("project"), { timeout: 15_000 });
    const change = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new ApiRequestError(403, "forbidden", "Not allowed")),
    });
    await change.mutate(undefined).catch(() => undefined);
    expect(shown.getCurrentResult().isFetching).toBe(false);
    expect(reads).toBe(1);
    unsubscribe();
    queryClient.clear();
  });
});

describe("offline", () => {
  afterEach(() => onlineManager.setOnline(true));

  it("a change sent while the device is offline fails at once, rather than waiting to be sent later", async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const onError = vi.fn();
    const mutation = new MutationObserver(queryClient, { mutationFn, onError });
    await expect(mutation.mutate(undefined)).rejects.toThrow("Failed to fetch");
    expect(mutationFn).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
    // Nothing is left queued: coming back online sends nothing the user had given up on.
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    expect(mutationFn).toHaveBeenCalledOnce();
    queryClient.clear();
  });

  it("a read while offline ends in its error, which the page shows with Try again, rather than loading forever", async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, {
      queryKey: ["offline-read"],
      queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"), { timeout: 15_000 });
    expect(observer.getCurrentResult().fetchStatus).toBe("idle");
    unsubscribe();
    queryClient.clear();
  });
});

describe("a refusal for want of a session", () => {
  afterEach(() => dismissSessionEnded());
  const me = { user: { id: "u1", email: "sam@example.test", full_name: "Sam", avatar_url: null }, role: "Writer" };
  const fail = (queryClient: ReturnType<typeof createQueryClient>, error: Error) =>
    new MutationObserver(queryClient, { mutationFn: () => Promise.reject(error) }).mutate(undefined).catch(() => {});

  it("asks a signed-in page to sign in again, and only on Folio's own 401", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, me);
    const session = renderHook(() => useSessionState());
    // Better Auth's 401 for a wrong password, and a 403, are not a session that ended.
    await fail(queryClient, new ApiRequestError(401, "error", "Invalid password"));
    await fail(queryClient, new ApiRequestError(403, "forbidden", "Not allowed"));
    expect(session.result.current.ended).toBe(false);
    await fail(queryClient, new ApiRequestError(401, "unauthorized", "Please login to access the dashboard"));
    await vi.waitFor(() => expect(session.result.current.ended).toBe(true));
  });

  it("does not ask a member who is signing out", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, me);
    const session = renderHook(() => useSessionState());
    reportSigningOut(true);
    await fail(queryClient, new ApiRequestError(401, "unauthorized", "Please login to access the dashboard"));
    expect(session.result.current.ended).toBe(false);
    reportSigningOut(false);
  });

  it("does not ask a page where nobody is signed in", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, null);
    const session = renderHook(() => useSessionState());
    await fail(queryClient, new ApiRequestError(401, "unauthorized", "Please login to access the dashboard"));
    expect(session.result.current.ended).toBe(false);
  });
});
