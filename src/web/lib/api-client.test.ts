import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, api, errorMessage, unwrap } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("errorMessage", () => {
  it("gives the server's message, and a sentence a person can act on when the server could not be reached", () => {
    expect(errorMessage(new ApiRequestError(409, "conflict", "Already handled"))).toBe("Already handled");
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe(
      "Folio could not be reached. Check your connection, then try again.",
    );
    expect(errorMessage("nothing useful", "Failed to update")).toBe("Failed to update");
  });
});

describe("a request that gets no answer", () => {
  const failedFetch = () =>
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
  const postComment = () =>
    unwrap(
      api.projects[":id"].comments.$post({ param: { id: "p1" }, header: {}, json: { content: "Chapter 3 is done." } }),
    );

  it("says a change may have been saved when the connection dropped, so that sending it again is a choice", async () => {
    failedFetch();
    const error = await postComment().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error)).toBe(
      "The connection was lost before Folio answered, so this may have been saved or not. Check before sending it again.",
    );
  });

  it("says sending it again is safe when the change was named with an Idempotency-Key", async () => {
    failedFetch();
    const error = await unwrap(
      api.projects[":id"].comments.$post({
        param: { id: "p1" },
        header: { "idempotency-key": "0123456789abcdef" },
        json: { content: "Chapter 3 is done." },
      }),
    ).catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe(
      "The connection was lost before Folio answered. Sending it again is safe: it will be saved only once.",
    );
  });

  it("says nothing was sent when the device is offline", async () => {
    failedFetch();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const error = await postComment().catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe("You are offline, so nothing was sent. Check your connection, then try again.");
  });

  it("says a read could not reach Folio", async () => {
    failedFetch();
    const error = await unwrap(api.projects[":id"].comments.$get({ param: { id: "p1" } })).catch(
      (caught: unknown) => caught,
    );
    expect(errorMessage(error)).toBe("Folio could not be reached. Check your connection, then try again.");
  });
});
