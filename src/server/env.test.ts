import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("refuses an empty PORT or HOST, rather than a random port or every interface", () => {
    expect(() => parseEnv({ PORT: "" })).toThrow("Invalid environment: PORT: expected a port number");
    expect(() => parseEnv({ PORT: "80a" })).toThrow("PORT: expected a port number");
    expect(() => parseEnv({ PORT: "70000" })).toThrow("PORT:");
    expect(() => parseEnv({ HOST: "" })).toThrow("Invalid environment: HOST: expected an address to listen on");
  });

  it("listens on 127.0.0.1:3000 unless told otherwise", () => {
    const env = parseEnv({});
    expect([env.HOST, env.PORT, env.PUBLIC_URL]).toEqual(["127.0.0.1", 3000, "http://127.0.0.1:3000"]);
    expect(parseEnv({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("writes an IPv6 HOST in brackets in the default public address", () => {
    expect(parseEnv({ HOST: "::1", PORT: "4614" }).PUBLIC_URL).toBe("http://[::1]:4614");
    expect(parseEnv({ HOST: "::", PORT: "3000" }).PUBLIC_URL).toBe("http://[::]:3000");
  });
});
