import type { DivisionContent } from "./types";

/**
 * The eight divisions, in the order of the contact form's division list.
 * Each headline is the division's own marketing figure.
 */
export const divisions: readonly DivisionContent[] = [
  {
    slug: "agribusiness",
    name: "Meridian Agribusiness",
    icon: "sprout",
    summary: "Quality inputs, training and fair markets that help smallholder farmers grow more and earn more.",
    headline: { value: "500+", label: "Farmers Supported" },
    services: [
      "Certified seed and fertiliser supply",
      "Farmer training and extension services",
      "Crop aggregation and market access",
      "Irrigation design and installation",
      "Post-harvest storage and handling",
      "Poultry and livestock development",
    ],
  },
  {
    slug: "sky-media",
    name: "Sky Media",
    icon: "radio",
    summary: "Radio and digital broadcasting that informs, entertains and connects communities every day.",
    headline: { value: "1M+", label: "Daily Listeners" },
    services: [
      "FM radio broadcasting",
      "News and current affairs programming",
      "Advertising and sponsorship packages",
      "Live event and outside broadcasts",
      "Podcast and audio production",
      "Digital streaming and social media",
    ],
  },
  {
    slug: "digital-solutions",
    name: "Meridian Digital Solutions",
    icon: "monitor",
    summary: "Software, websites and IT support that help organisations of every size work smarter.",
    headline: { value: "100+", label: "Digital Projects" },
    services: [
      "Custom software development",
      "Website design and hosting",
      "Mobile application development",
      "IT infrastructure and networking",
      "Cybersecurity assessments",
      "Digital skills training",
    ],
  },
  {
    slug: "publishing",
    name: "Meridian Publishing & Printing",
    icon: "book",
    summary: "From manuscript to printed book: writing, editing, illustration, design and printing under one roof.",
    headline: { value: "200+", label: "Books Published" },
    services: [
      "Book writing and ghostwriting",
      "Editing and proofreading",
      "Illustration and cover design",
      "Typesetting and layout",
      "Offset and digital printing",
      "Distribution to schools and bookshops",
    ],
  },
  {
    slug: "microfinance",
    name: "Meridian Microfinance",
    icon: "coins",
    summary: "Small loans and savings products that open the door to enterprise for people banks often overlook.",
    headline: { value: "10,000+", label: "Loans Disbursed" },
    services: [
      "Small business loans",
      "Group lending for women and youth",
      "Agricultural input financing",
      "Savings accounts",
      "Mobile money services",
      "Financial literacy training",
    ],
  },
  {
    slug: "construction",
    name: "Meridian Civil & Building",
    icon: "hard-hat",
    summary: "Roads, homes and public buildings delivered safely, on time and to lasting standards.",
    headline: { value: "100+", label: "Building Projects" },
    services: [
      "Residential construction",
      "Commercial and public buildings",
      "Road and drainage works",
      "Architectural and structural design",
      "Project management and supervision",
      "Renovation and maintenance",
    ],
  },
  {
    slug: "hospital",
    name: "Meridian Hospital",
    icon: "hospital",
    summary: "Compassionate, affordable healthcare with modern diagnostics and specialist care.",
    headline: { value: "50,000+", label: "Patients Treated" },
    services: [
      "Outpatient consultations",
      "Maternity and child health",
      "Emergency and accident care",
      "Laboratory and diagnostic imaging",
      "Surgical services",
      "Pharmacy services",
    ],
  },
  {
    slug: "foundation",
    name: "Meridian Foundation",
    icon: "heart-handshake",
    summary: "The group's charitable arm, investing in education, health and livelihoods where they matter most.",
    headline: { value: "25+", label: "Community Programs" },
    services: [
      "School scholarships",
      "Community health outreach",
      "Clean water projects",
      "Youth skills and mentorship",
      "Women's enterprise support",
      "Disaster relief",
    ],
  },
];

export const servicesIntro = {
  heading: "Our Services",
  text: "Eight divisions, six core services each. Whatever you need, one of our companies is ready to help.",
  ctaHeading: "Need help from more than one division?",
  ctaText: "Tell us what you are planning and we will bring the right teams together.",
  cta: { label: "Contact Us", href: "/contact" },
} as const;
