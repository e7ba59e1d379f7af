import { contactIntro, site } from "#content/index";
import { ContactDetails } from "#web/features/contact/components/contact-details";
import { ContactForm } from "#web/features/contact/components/contact-form";
import { FindUs } from "#web/features/contact/components/find-us";
import { EnhancementScript } from "#web/features/site/components/enhancement-script";
import { PageBanner } from "#web/features/site/components/page-banner";
import { pageMeta } from "#web/features/site/seo";
import type { Route } from "./+types/contact";
import contactScript from "./scripts/contact.ts?worker&url";
import contactValidatorScript from "./scripts/contact-validator.ts?chunk-url";

export function meta(): Route.MetaDescriptors {
  return pageMeta({
    title: `Contact Us | ${site.name}`,
    description:
      "Contact Meridian Group: our head office address, phone, fax and email, a message form for any of our eight divisions, and directions.",
    path: "/contact",
  });
}

export default function Contact() {
  return (
    <>
      <EnhancementScript src={contactScript} />
      <PageBanner title={contactIntro.heading} text={contactIntro.text} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
        <div className="lg:col-span-3">
          <ContactForm validatorSrc={contactValidatorScript} />
        </div>
      </div>
      <FindUs />
    </>
  );
}
