import { InfiniteQueryObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshLive } from "./refresh-live";

/** A server whose answers the test releases one at a time. */
function deferredServer<T>() {
  const pending: { resolve: (value: T) => void }[] = [];
  return {
    calls: () => pending.length,
    fetch: () => new Promise<T>((resolve) => pending.push({ resolve })),
    answer: (index: number, value: T) => pending[index].resolve(value),
  };
}

async function until(condition: () => boolean) {
  await expect.poll(condition).toBe(true);
}

describe("refreshLive", () => {
  it("refetches a query whose fetch was under way when the change came, once that fetch lands", async () => {
    const queryClient = new QueryClient();
    const server = deferredServer<string[]>();
    const observer = new QueryObserver(queryClient, { queryKey: ["shares", "mine"], queryFn: server.fetch });
    const unsubscribe = observer.subscribe(() => {});
    await until(() => server.calls() === 1);

    // The share is committed while the first read is in flight; that read did not see it.
    refreshLive(queryClient, { queryKey: ["shares"] });
    expect(server.calls()).toBe(1);
    server.answer(0, []);

    await until(() => server.calls() === 2);
    server.answer(1, ["the new share"]);
    await until(() => observer.getCurrentResult().data?.[0] === "the new share");
    unsubscribe();
  });

  it("lets a 'Load more' under way finish instead of cancelling it", async () => {
    const queryClient = new QueryClient();
    const server = deferredServer<{ items: number[]; next: number | null }>();
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: ["projects", "list"],
      queryFn: server.fetch,
      initialPageParam: 0,
      getNextPageParam: (last) => last.next,
    });
    const unsubscribe = observer.subscribe(() => {});
    await until(() => server.calls() === 1);
    server.answer(0, { items: [1], next: 1 });
    await until(() => observer.getCurrentResult().data?.pages.length === 1);

    const more = observer.fetchNextPage();
    await until(() => server.calls() === 2);
    refreshLive(queryClient, { queryKey: ["projects", "list"] });
    server.answer(1, { items: [2], next: null });
    const result = await more;
    expect(result.data?.pages.map((page) => page.items)).toEqual([[1], [2]]);
    // ...and then the list is refreshed, both pages again.
    await until(() => server.calls() === 3);
    unsubscribe();
  });

  it("leaves a fetch that failed while under way to its own Try again", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    let fail: (error: Error) => void = () => {};
    const observer = new QueryObserver(queryClient, {
      queryKey: ["projects", "detail", "gone"],
      queryFn: () => {
        calls += 1;
        return new Promise<string>((_, reject) => {
          fail = reject;
        });
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await until(() => calls === 1);
    refreshLive(queryClient, { queryKey: ["projects"] });
    fail(new Error("Project Not Found"));
    await until(() => observer.getCurrentResult().status === "error");
    // A refetch would have started in the same turn as the failure landed.
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toBe(1);
    unsubscribe();
  });

  it("only marks stale what no one is showing, without fetching it", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["notifications", "list"], ["old"]);
    refreshLive(queryClient, { queryKey: ["notifications"] });
    expect(queryClient.getQueryState(["notifications", "list"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["notifications", "list"])?.fetchStatus).toBe("idle");
  });
});
