import { describe, expect, it } from "vitest";
import { createChangeKey } from "./change-key";

describe("createChangeKey", () => {
  it("names the same body the same until it goes through, and anything else anew", () => {
    const changeKey = createChangeKey();
    const first = changeKey.for(["p1", { content: "Chapter 3" }]);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(changeKey.for(["p1", { content: "Chapter 3" }])).toBe(first);
    const edited = changeKey.for(["p1", { content: "Chapter 3, revised" }]);
    expect(edited).not.toBe(first);
    changeKey.done();
    expect(changeKey.for(["p1", { content: "Chapter 3, revised" }])).not.toBe(edited);
  });
});
