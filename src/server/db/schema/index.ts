export * from "./auth";
export * from "./projects";
export * from "./rate-limits";
export * from "./site";
