import { describe, expect, it } from "vitest";
import { ApiRequestError, errorMessage } from "./api-client";

describe("errorMessage", () => {
  it("gives the server's message, and a sentence a person can act on when the server could not be reached", () => {
    expect(errorMessage(new ApiRequestError(409, "conflict", "Already handled"))).toBe("Already handled");
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe(
      "Folio could not be reached. Check your connection, then try again.",
    );
    expect(errorMessage("nothing useful", "Failed to update")).toBe("Failed to update");
  });
});
