export * from "./auth";
export * from "./dashboard";
export * from "./projects";
export * from "./site";
