export { ContactForm } from './contact-form';
export { type ContactInfo, useContactInfo } from './use-contact-info';
