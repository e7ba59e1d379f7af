import base from "./playwright.config";
export default { ...base, timeout: 120_000, expect: { timeout: 30_000 } };
