import type { ExternalLink, Partner, Picture, Reason } from "./types";

/** Home: the hero rotates through these four backgrounds (timing in features/site/constants.ts). */
export const hero = {
  eyebrow: "Meridian Group",
  heading: "Building Tomorrow, Together",
  text: "Eight companies in farming, media, technology, publishing, finance, construction, healthcare and community development, working as one group.",
  cta: { label: "Learn About Us", href: "/about" },
  slides: [
    {
      src: "/images/hero/fields.svg",
      alt: "Illustrated farmland with rows of crops under a rising sun",
      width: 1600,
      height: 900,
    },
    {
      src: "/images/hero/city.svg",
      alt: "Illustrated city skyline with new buildings and a construction crane",
      width: 1600,
      height: 900,
    },
    {
      src: "/images/hero/signal.svg",
      alt: "Illustrated radio mast sending signals across hills at dusk",
      width: 1600,
      height: 900,
    },
    {
      src: "/images/hero/community.svg",
      alt: "Illustrated open book with a village and a hospital on the horizon",
      width: 1600,
      height: 900,
    },
  ] satisfies readonly Picture[],
} as const;

export const portfolio = {
  heading: "Our Portfolio",
  text: "Eight specialised companies, each a leader in its field, sharing one standard of service.",
  cta: { label: "Explore Our Services", href: "/services" },
} as const;

export const impact = {
  heading: "Our Impact",
  text: "A quarter of a century of work, measured in the people and projects we serve.",
} as const;

/** Home: 'Trusted By' shows three partner companies. */
export const trustedBy = {
  heading: "Trusted By",
  text: "Organisations that rely on Meridian Group every day.",
  partners: [
    {
      name: "Greenfield Cooperative Bank",
      sector: "Banking",
      text: "Co-finances agricultural loans with Meridian Microfinance.",
      logo: { src: "/images/partners/greenfield.svg", alt: "Greenfield Cooperative Bank logo", width: 240, height: 80 },
    },
    {
      name: "Horizon Telecom",
      sector: "Telecommunications",
      text: "Carries Sky Media's streams and Meridian Digital Solutions' networks.",
      logo: { src: "/images/partners/horizon.svg", alt: "Horizon Telecom logo", width: 240, height: 80 },
    },
    {
      name: "Atlas Learning Trust",
      sector: "Education",
      text: "Distributes Meridian Publishing's textbooks to partner schools.",
      logo: { src: "/images/partners/atlas.svg", alt: "Atlas Learning Trust logo", width: 240, height: 80 },
    },
  ] satisfies readonly Partner[],
} as const;

export const foundationPromo = {
  eyebrow: "Meridian Foundation",
  heading: "Giving Back to Our Communities",
  text: "Through the Meridian Foundation, a share of the group's earnings funds scholarships, health outreach, clean water and youth programmes. More than 25 community programmes are running today.",
  link: {
    label: "Visit the Meridian Foundation",
    href: "https://foundation.meridiangroup.example",
  } satisfies ExternalLink,
  image: {
    src: "/images/foundation.svg",
    alt: "Illustrated children reading together under a tree",
    width: 640,
    height: 480,
  } satisfies Picture,
} as const;

/** Home: 'Why Choose' lists four reasons. */
export const whyChoose = {
  heading: "Why Choose Meridian Group?",
  reasons: [
    {
      icon: "clock",
      title: "Proven Experience",
      text: "More than 25 years of delivering for clients, partners and communities.",
    },
    {
      icon: "layers",
      title: "One Group, Eight Specialists",
      text: "Specialist companies that work together, so one call reaches the expertise you need.",
    },
    {
      icon: "shield-check",
      title: "Quality and Integrity",
      text: "Clear standards, honest pricing and accountable teams on every project.",
    },
    {
      icon: "heart-handshake",
      title: "Community at Heart",
      text: "Our foundation reinvests in the places where our clients live and work.",
    },
  ] satisfies readonly Reason[],
} as const;
