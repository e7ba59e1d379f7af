/** The website's copy and figures: edit these modules to rename or rewrite the site. */
export * from "./about";
export * from "./contact";
export * from "./divisions";
export * from "./figures";
export * from "./home";
export * from "./site";
export type * from "./types";
