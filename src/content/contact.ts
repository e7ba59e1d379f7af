import type { ExternalLink, Picture } from "./types";

export const contactIntro = {
  heading: "Contact Us",
  text: "Questions about a division, a partnership or a project? Send us a message and we will point you to the right team.",
} as const;

const postalAddress = {
  building: "Meridian House",
  street: "120 Harbour View Road",
  city: "Port Harlow",
  postalCode: "00100",
} as const;
const addressLines = [
  postalAddress.building,
  postalAddress.street,
  `${postalAddress.city} ${postalAddress.postalCode}`,
] as const;
const mapQuery = encodeURIComponent(addressLines.join(", "));

/** Contact: company address, phones, fax and email. */
export const contactDetails = {
  heading: "Get in Touch",
  addressLabel: "Head Office",
  address: addressLines,
  postalAddress,
  phones: ["+1 555 010 2000", "+1 555 010 2001"],
  fax: "+1 555 010 2099",
  email: "info@meridiangroup.example",
  hours: "Monday to Friday, 8:00 to 17:00",
} as const;

export const contactForm = {
  heading: "Send Us a Message",
  text: "We reply to every message within 24 hours on working days.",
  /** The required fields are named 'Full Name', 'Email Address', 'Subject' and 'Message'. */
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    division: "Division",
    subject: "Subject",
    message: "Message",
  },
  submitLabel: "Send Message",
  sendingLabel: "Sending...",
  divisionPlaceholder: "Select a division",
  successTitle: "Message Sent Successfully",
  successText: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failureTitle: "Message Not Sent",
  networkError: "We could not reach the server. Please check your connection and try again.",
  /** Shown after a form post without JavaScript that the server refused. */
  invalidText: "Please fill in Full Name, Email Address, Subject and Message, with a valid email address.",
} as const;

/** Contact: the 'Find Us' panel links to external maps. */
export const findUs = {
  heading: "Find Us",
  text: "Our head office is a short walk from the harbour bus station, with visitor parking on site.",
  links: [
    { label: "Open in Google Maps", href: `https://www.google.com/maps/search/?api=1&query=${mapQuery}` },
    { label: "Open in OpenStreetMap", href: `https://www.openstreetmap.org/search?query=${mapQuery}` },
  ] satisfies readonly ExternalLink[],
  map: {
    src: "/images/find-us-map.svg",
    alt: "Map sketch of Meridian House on Harbour View Road, beside the harbour",
    width: 640,
    height: 360,
  } satisfies Picture,
} as const;
