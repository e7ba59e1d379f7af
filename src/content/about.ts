import type { AwardContent, Leader, Picture, ValueContent } from "./types";

export const aboutIntro = {
  heading: "About Meridian Group",
  text: "A diversified group built on quality, integrity and a commitment to the communities we serve.",
} as const;

export const story = {
  heading: "Our Story",
  paragraphs: [
    "Meridian Group began in 1999 as a small agricultural supply business serving farmers in a single district. As our customers' needs grew, so did we: a radio station to share market prices and farming advice, a printing press for training manuals, and a microfinance company to help farmers invest in their land.",
    "Today the group brings together eight companies in agribusiness, media, digital solutions, publishing and printing, microfinance, construction, healthcare and community development. Each company is a specialist in its field, and together they share one standard of service and one commitment to the people we serve.",
  ],
  image: {
    src: "/images/story.svg",
    alt: "Illustrated timeline from a farm store to a group of eight companies",
    width: 640,
    height: 480,
  } satisfies Picture,
} as const;

export const mission = {
  heading: "Our Mission",
  icon: "target",
  text: "To deliver dependable products and services that improve livelihoods, strengthen businesses and build healthier communities.",
} as const;

export const vision = {
  heading: "Our Vision",
  icon: "eye",
  text: "To be the most trusted group of companies in the region, known for quality, innovation and lasting community impact.",
} as const;

/** About: the seven core values, by their product names. */
export const coreValues = {
  heading: "Our Core Values",
  values: [
    { name: "Quality", icon: "award", text: "We hold every product and service to a high, consistent standard." },
    {
      name: "Integrity",
      icon: "shield-check",
      text: "We are honest, transparent and accountable in everything we do.",
    },
    { name: "Innovation", icon: "lightbulb", text: "We look for better ways to solve our clients' problems." },
    { name: "Customer Focus", icon: "users", text: "We listen first and build our work around the people we serve." },
    { name: "Reliability", icon: "clock", text: "We keep our promises, on time and as agreed." },
    {
      name: "Sustainability",
      icon: "recycle",
      text: "We grow in ways that protect people, communities and the environment.",
    },
    {
      name: "Teamwork and Respect",
      icon: "handshake",
      text: "We work as one group and treat every colleague and client with respect.",
    },
  ] satisfies readonly ValueContent[],
} as const;

const portrait = (file: string, name: string): Picture => ({
  src: `/images/leadership/${file}.svg`,
  alt: `Illustrated portrait of ${name}`,
  width: 320,
  height: 320,
});

/** About: a leadership team of six. */
export const leadership = {
  heading: "Leadership Team",
  text: "Experienced leaders who guide the group and its eight companies.",
  leaders: [
    {
      name: "Dr. Amara Okafor",
      role: "Group Chief Executive Officer",
      bio: "Has led the group's growth from three companies to eight over the past twelve years.",
      portrait: portrait("amara-okafor", "Dr. Amara Okafor"),
    },
    {
      name: "Daniel Mensah",
      role: "Group Chief Financial Officer",
      bio: "Oversees finance, audit and investment across all eight divisions.",
      portrait: portrait("daniel-mensah", "Daniel Mensah"),
    },
    {
      name: "Grace Wanjiru",
      role: "Chief Operating Officer",
      bio: "Leads shared operations, procurement and quality standards for the group.",
      portrait: portrait("grace-wanjiru", "Grace Wanjiru"),
    },
    {
      name: "Samuel Adeyemi",
      role: "Director, Agribusiness and Microfinance",
      bio: "Built the farmer finance programme that links our agribusiness and lending teams.",
      portrait: portrait("samuel-adeyemi", "Samuel Adeyemi"),
    },
    {
      name: "Lucia Fernandes",
      role: "Director, Media and Publishing",
      bio: "Guides Sky Media and Meridian Publishing & Printing, from broadcast to bookshelf.",
      portrait: portrait("lucia-fernandes", "Lucia Fernandes"),
    },
    {
      name: "Dr. Kwame Boateng",
      role: "Medical Director, Meridian Hospital",
      bio: "A surgeon who leads clinical care and the hospital's community outreach.",
      portrait: portrait("kwame-boateng", "Dr. Kwame Boateng"),
    },
  ] satisfies readonly Leader[],
} as const;

/** About: three awards. */
export const awards = {
  heading: "Awards and Recognition",
  items: [
    {
      year: "2024",
      title: "Diversified Group of the Year",
      from: "National Business Excellence Awards",
      text: "Recognised for sustained growth across eight industries.",
    },
    {
      year: "2023",
      title: "Community Impact Award",
      from: "Regional Development Forum",
      text: "Awarded to the Meridian Foundation for its school scholarship programme.",
    },
    {
      year: "2022",
      title: "Best Regional Radio Station",
      from: "Media Council Awards",
      text: "Awarded to Sky Media for its farming and health programming.",
    },
  ] satisfies readonly AwardContent[],
} as const;
