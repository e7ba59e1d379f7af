import { Facebook, Instagram, Linkedin, type LucideIcon, Mail, MapPin, Phone, Twitter, Youtube } from "lucide-react";
import { Link } from "react-router";
import { contactDetails, divisions, footer, navigation, type SocialNetwork, socialLinks } from "#content/index";
import { SiteLogo } from "./site-logo";

const socialIcons: Record<SocialNetwork, LucideIcon> = {
  facebook: Facebook,
  x: Twitter,
  instagram: Instagram,
  linkedin: Linkedin,
  youtube: Youtube,
};

const headingClass = "text-sm font-semibold uppercase tracking-wider text-white";
const linkClass = "text-slate-300 hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <SiteLogo tone="light" />
          <p className="mt-4 text-sm leading-6">{footer.blurb}</p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {socialLinks.map((social) => {
              const Icon = socialIcons[social.network];
              return (
                <li key={social.network}>
                  <a
                    href={social.href}
                    aria-label={social.label}
                    title={social.label}
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {navigation.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Our Divisions</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {divisions.map((division) => (
              <li key={division.slug}>
                <Link to={`/services#${division.slug}`} className={linkClass}>
                  {division.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{contactDetails.address.join(", ")}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${contactDetails.phones[0].replace(/\s/g, "")}`} className={linkClass}>
                {contactDetails.phones[0]}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${contactDetails.email}`} className={`${linkClass} break-all`}>
                {contactDetails.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {footer.copyrightHolder}. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}
