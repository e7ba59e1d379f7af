import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns zod's JIT off through the settings object zod itself reads", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
