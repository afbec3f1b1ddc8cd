import { contactFaqs } from './contact-faq';

// Copy of the contact page. The route reads it in its build-time loader, so it
// reaches the browser in the prerendered HTML rather than in the page's JavaScript.
const contactHero = {
  eyebrow: 'Contact us',
  title: 'Let’s talk about your sustainability goals',
  lead: 'Whether you are preparing a first ESG report, measuring emissions across your supply chain or looking for independent assurance, our team will help you find the right next step.',
};

const contactChannels = {
  meeting: {
    title: 'Book a meeting',
    text: 'Choose a time that suits you for a 30-minute video call with one of our ESG specialists.',
    cta: 'Book a meeting',
  },
  message: {
    title: 'Send us a message',
    text: 'Prefer e-mail? Write to us and a member of the team will reply within one working day.',
  },
  visit: {
    title: 'Call or visit',
    text: 'Speak to us during UK office hours, Monday to Friday, 9:00 to 17:30.',
  },
};

const contactFormIntro = {
  eyebrow: 'Contact form',
  title: 'Tell us about your organisation',
  lead: 'A few details help us put you in touch with the right specialist. Fields marked with an asterisk (*) are required.',
  steps: [
    {
      title: 'We read every message',
      text: 'A member of our team reviews your enquiry and matches it to the right specialist.',
    },
    {
      title: 'We reply within one working day',
      text: 'You hear back by e-mail or phone to arrange a conversation at a time that suits you.',
    },
    {
      title: 'You get a clear next step',
      text: 'A tailored demo, a proposal or simply an answer to your question, with no obligation.',
    },
  ],
};

const contactFaqIntro = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  lead: 'Quick answers about our platform, services and support. Want information sent to you instead?',
};

export const contactPage = {
  hero: contactHero,
  channels: contactChannels,
  form: contactFormIntro,
  faqIntro: contactFaqIntro,
  faqs: contactFaqs,
};
export type ContactPageContent = typeof contactPage;
