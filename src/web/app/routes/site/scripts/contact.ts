/** Enhancement entry for the contact page: the form's validation, sending and toast. */
import { initContactForm } from "#web/features/contact/behaviours/contact-form";
import { enhance } from "#web/features/site/behaviours/enhance";

enhance("[data-contact-form]", initContactForm);
