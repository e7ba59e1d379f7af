/**
 * Shapes of the website's copy. Components render these; the group edits the data files only.
 * Icons are named by key so this module stays free of JSX and icon imports.
 */
import type { Division } from "#shared/divisions";

export type IconKey =
  | "sprout"
  | "radio"
  | "monitor"
  | "book"
  | "coins"
  | "hard-hat"
  | "hospital"
  | "heart-handshake"
  | "award"
  | "shield-check"
  | "lightbulb"
  | "users"
  | "recycle"
  | "clock"
  | "handshake"
  | "target"
  | "eye"
  | "layers";

export type SocialNetwork = "facebook" | "x" | "instagram" | "linkedin" | "youtube";

/** An image committed under public/images. Width and height are intrinsic, so the browser reserves space. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A marketing figure such as "25+" years. The value is display text, never parsed. */
export interface Figure {
  value: string;
  label: string;
}

export interface DivisionContent {
  slug: Division;
  name: string;
  icon: IconKey;
  summary: string;
  /** The division's headline statistic, shown on its card on the home page and on the services page. */
  headline: Figure;
  /** Exactly six services per division. */
  services: readonly [string, string, string, string, string, string];
}

export interface Reason {
  icon: IconKey;
  title: string;
  text: string;
}

export interface Partner {
  name: string;
  sector: string;
  text: string;
  logo: Picture;
}

export interface Leader {
  name: string;
  role: string;
  bio: string;
  portrait: Picture;
}

export interface AwardContent {
  year: string;
  title: string;
  from: string;
  text: string;
}

export interface ValueContent {
  name: string;
  icon: IconKey;
  text: string;
}

export interface ExternalLink {
  label: string;
  href: string;
}
