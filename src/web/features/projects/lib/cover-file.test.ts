import { describe, expect, it } from "vitest";
import { coverFileError, MAX_COVER_BYTES } from "./cover-file";

const file = (name: string, type: string, size = 10) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

describe("coverFileError", () => {
  it("accepts PNG and JPG up to 10 MB", () => {
    expect(coverFileError(file("a.png", "image/png"))).toBeNull();
    expect(coverFileError(file("a.jpeg", "image/jpeg", MAX_COVER_BYTES))).toBeNull();
  });

  it("refuses other types", () => {
    expect(coverFileError(file("a.pdf", "application/pdf"))).toBe("The cover must be a PNG or JPG image.");
  });

  it("refuses files over 10 MB", () => {
    expect(coverFileError(file("a.png", "image/png", MAX_COVER_BYTES + 1))).toBe(
      "The cover image must be at most 10 MB.",
    );
  });
});
