export * from "./auth";
export * from "./dashboard";
export * from "./idempotency";
export * from "./projects";
export * from "./rate-limits";
export * from "./site";
