export * from "./auth";
export * from "./projects";
export * from "./site";
export * from "./dashboard";
