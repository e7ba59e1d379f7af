import { describe, expect, it } from "vitest";
import { loginPathFor, safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("follows our own platform pages", () => {
    expect(safeReturnTo("/platform/projects?status=active")).toBe("/platform/projects?status=active");
  });

  it.each([
    null,
    "",
    "/",
    "https://evil.example/platform/x",
    "//evil.example/platform/",
    "/platform/login",
    "/platform\\..\\x",
  ])("sends %j to the dashboard", (value) => {
    expect(safeReturnTo(value)).toBe("/dashboard");
  });

  it("round-trips through the login path", () => {
    const url = new URL(loginPathFor("/platform/projects/1?tab=files"), "http://x");
    expect(safeReturnTo(url.searchParams.get("returnTo"))).toBe("/platform/projects/1?tab=files");
  });
});
