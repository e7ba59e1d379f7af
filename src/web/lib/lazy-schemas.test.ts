import { describe, expect, it, vi } from "vitest";
import { CHECK_UNAVAILABLE, lazyModule, lazyResolver, schemas } from "./lazy-schemas";

describe("lazyModule", () => {
  it("imports once, and says it has loaded only once it has", async () => {
    const importer = vi.fn(async () => ({ value: 1 }));
    const module = lazyModule(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(module.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.loaded()).toEqual({ value: 1 });
  });

  it("tries again after a failed load", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ value: 2 });
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow("offline");
    await expect(module.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("lazyResolver", () => {
  it("checks with the schema it loads on the first check", async () => {
    const make = vi.fn(async () => (values: { content: string }) => ({ values, errors: {} }));
    const resolver = lazyResolver(make);
    expect(make).not.toHaveBeenCalled();
    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolver({ content: "a" }, undefined, options)).resolves.toEqual({
      values: { content: "a" },
      errors: {},
    });
    await resolver({ content: "b" }, undefined, options);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("refuses the values with a message when the schema cannot be loaded", async () => {
    const resolver = lazyResolver<{ content: string }, unknown, { content: string }>(() =>
      Promise.reject(new Error("offline")),
    );
    const result = await resolver({ content: "a" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({ root: { type: "load", message: CHECK_UNAVAILABLE } });
  });
});

describe("the browser's schemas", () => {
  it("are the shared schemas the server applies", async () => {
    const loaded = await schemas.load();
    const { commentInputSchema } = await import("#shared/schemas/project");
    expect(loaded.commentInputSchema).toBe(commentInputSchema);
    expect(loaded.commentInputSchema.safeParse({ content: "" }).success).toBe(false);
  });
});
