import { Clock, Mail, MapPin, Phone, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { contactDetails } from "#content/index";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const linkClass = "text-brand-700 underline-offset-4 hover:underline";

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-4 font-semibold text-brand-900">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="-mt-2 pl-15 text-slate-700">{children}</dd>
    </div>
  );
}

/** Contact: the company address, phones, fax and email. */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="text-2xl font-bold text-brand-900">
        {contactDetails.heading}
      </h2>
      <dl className="mt-8 space-y-6">
        <Item icon={<MapPin aria-hidden="true" className="size-5" />} label={contactDetails.addressLabel}>
          <address className="not-italic">
            {contactDetails.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Item>
        <Item icon={<Phone aria-hidden="true" className="size-5" />} label="Phone">
          {contactDetails.phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className={`block ${linkClass}`}>
              {phone}
            </a>
          ))}
        </Item>
        <Item icon={<Printer aria-hidden="true" className="size-5" />} label="Fax">
          {contactDetails.fax}
        </Item>
        <Item icon={<Mail aria-hidden="true" className="size-5" />} label="Email">
          <a href={`mailto:${contactDetails.email}`} className={`break-all ${linkClass}`}>
            {contactDetails.email}
          </a>
        </Item>
        <Item icon={<Clock aria-hidden="true" className="size-5" />} label="Office Hours">
          {contactDetails.hours}
        </Item>
      </dl>
    </section>
  );
}
