import type { MetaDescriptor } from "react-router";
import { contactDetails, site } from "#content/index";

interface PageSeo {
  title: string;
  description: string;
  /** The page's path, e.g. "/about"; made absolute against the site's origin. */
  path: string;
}

const absolute = (path: string) => new URL(path, site.url).href;

/** Title, description, canonical link and Open Graph / Twitter tags for one public page. */
export function pageMeta({ title, description, path }: PageSeo): MetaDescriptor[] {
  const url = absolute(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absolute(site.shareImage.src) },
    { property: "og:image:width", content: String(site.shareImage.width) },
    { property: "og:image:height", content: String(site.shareImage.height) },
    { property: "og:image:alt", content: site.shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** schema.org Organization for the home page (rendered as JSON-LD by React Router's meta). */
export function organizationJsonLd(): MetaDescriptor {
  const { building, street, city, postalCode } = contactDetails.postalAddress;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: site.url,
      logo: absolute(site.logoPath),
      description: site.description,
      foundingDate: String(site.foundingYear),
      email: contactDetails.email,
      telephone: contactDetails.phones[0],
      faxNumber: contactDetails.fax,
      address: {
        "@type": "PostalAddress",
        streetAddress: `${building}, ${street}`,
        addressLocality: city,
        postalCode,
      },
    },
  };
}
