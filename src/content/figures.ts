import type { Figure } from "./types";

/** 'Our Impact' figures for the whole group. */
export const impactFigures: readonly Figure[] = [
  { value: "25+", label: "Years of Experience" },
  { value: "8", label: "Divisions" },
  { value: "10,000+", label: "Clients Served" },
  { value: "500+", label: "Projects Completed" },
];
