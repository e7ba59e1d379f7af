import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-client";
import { shouldRetry } from "./query-client";

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
