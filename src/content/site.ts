import type { SocialNetwork } from "./types";

/** The group itself: names used in headers, titles, structured data and the footer. */
export const site = {
  name: "Meridian Group",
  shortName: "Meridian",
  tagline: "Eight companies. One commitment to the communities we serve.",
  description:
    "Meridian Group is a diversified group of eight companies in agribusiness, media, digital solutions, publishing and printing, microfinance, construction, healthcare and community development.",
  /** The public origin for canonical links, Open Graph URLs and the sitemap. Change it when the domain changes. */
  url: "https://www.meridiangroup.example",
  foundingYear: 1999,
  logoPath: "/images/meridian-logo.svg",
  shareImage: {
    src: "/images/og-meridian-group.jpg",
    width: 1200,
    height: 630,
    alt: "Meridian Group: eight companies, one commitment",
  },
  staffLoginPath: "/platform/login",
  staffLoginLabel: "Staff login",
} as const;

export const navigation = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Contact", href: "/contact" },
] as const;

/** Placeholder profiles. Replace with the group's real pages. */
export const socialLinks: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: "facebook", label: "Meridian Group on Facebook", href: "https://www.facebook.com/" },
  { network: "x", label: "Meridian Group on X", href: "https://x.com/" },
  { network: "instagram", label: "Meridian Group on Instagram", href: "https://www.instagram.com/" },
  { network: "linkedin", label: "Meridian Group on LinkedIn", href: "https://www.linkedin.com/" },
  { network: "youtube", label: "Meridian Group on YouTube", href: "https://www.youtube.com/" },
];

export const footer = {
  blurb:
    "A family of eight companies serving farmers, listeners, readers, borrowers, builders, patients and communities.",
  copyrightHolder: "Meridian Group",
} as const;
