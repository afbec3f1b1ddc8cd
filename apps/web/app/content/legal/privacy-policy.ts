import { site } from '@verdantia/domain/site/config';
import type { LegalDocument } from './types';

const email = `[${site.email}](mailto:${site.email})`;
const address = `${site.address.street}, ${site.address.city} ${site.address.postcode}, ${site.address.country}`;

/** Privacy policy under UK data protection law: exactly 12 numbered sections. */
export const privacyPolicy: LegalDocument = {
  path: '/legal/privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: '27 November 2024',
  lastUpdatedIso: '2024-11-27',
  intro: [
    `This policy explains what personal data ${site.legalName} collects when you use this website and our online services, why we collect it, how we look after it and what rights you have. We process personal data in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
    'We have written it to be read, not skimmed past. If anything is unclear, ask us and we will explain.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: [
        `${site.legalName} (“${site.name}”, “we”, “us”) provides ESG software, advisory, assurance and training services. We are the controller of the personal data described in this policy, which means we decide how and why it is used.`,
        `Our office is at ${address}. You can contact us about anything in this policy at ${email} or on ${site.phone}.`,
      ],
    },
    {
      id: 'scope',
      heading: 'What this policy covers',
      body: [
        'This policy covers personal data we collect through this website, including its forms, the ESG maturity self-assessment, the Internal Audit Standards assistant, the ESG Academy and TrustLink, our confidential reporting service.',
        'Where we provide software or professional services under a contract with your organisation, that contract may contain further terms about the data we process on your organisation’s behalf. Where it does, the contract takes precedence for that data.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The personal data we collect',
      body: [
        'We collect only what you give us or what is needed to run the service you use:',
        {
          list: [
            'Contact and demo requests: your name, job title, company name, work e-mail address, business sector, telephone number and your message.',
            'Newsletter sign-up: your e-mail address.',
            'Early access and waiting lists: your name, e-mail address, company name, country, business sector and any message you add.',
            'ESG Academy accounts: your name, e-mail address, a securely hashed password, your enrolments, progress and certificates.',
            'TrustLink reports: what you choose to tell us in a report or follow-up, and any file you attach. You may report anonymously; we never record the IP address or browser details of a person making a report.',
            'Questions to the Internal Audit Standards assistant: the text of your question, which is used to answer it and is not linked to your identity.',
            'Technical information: the pages requested and the time of the request, kept in server logs that do not include IP addresses, and the small items stored in your browser that are described in our [Cookie Policy](/legal/Cookies).',
          ],
        },
        'Please do not send us special category data (for example about health or beliefs) through our general forms. If a TrustLink report needs to include such information, it is protected as described in section 9.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your personal data',
      body: [
        'We use your personal data to:',
        {
          list: [
            'reply to your enquiry, arrange a meeting or demonstration and follow up on it;',
            'send you our newsletter, if you asked for it;',
            'offer you a place when a programme on a waiting list or early access opens;',
            'create and run your Academy account, record your progress and issue and verify your certificates;',
            'receive, investigate and respond to TrustLink reports;',
            'keep our website and services secure, working and free of abuse;',
            'meet our legal and regulatory obligations.',
          ],
        },
        'We do not use your personal data for automated decision-making that has legal or similarly significant effects on you, and we do not build advertising profiles.',
      ],
    },
    {
      id: 'lawful-bases',
      heading: 'Our lawful bases for using it',
      body: [
        'The UK GDPR requires a lawful basis for each use of personal data. We rely on:',
        {
          list: [
            'Consent: for the newsletter and for waiting lists. You can withdraw your consent at any time, and withdrawing does not affect anything we did before.',
            'Contract: to provide the Academy and other services you sign up for, and to take the steps you ask for before entering into a contract, such as a demonstration.',
            'Legitimate interests: to answer business enquiries, to run TrustLink on behalf of the organisations that use it and to keep our services secure. We have weighed these interests against your rights and do not rely on them where your rights prevail.',
            'Legal obligation: where the law requires us to keep or disclose information.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing your personal data',
      body: [
        'We do not share, sell, rent or trade your personal data with third parties. Your data is handled only by our own staff, and only by those who need it for the purpose for which you gave it to us.',
        'We would disclose personal data only if the law requires it, for example under a court order. In that case we disclose no more than we must and, unless the law forbids it, we tell you.',
      ],
    },
    {
      id: 'where-data-is-kept',
      heading: 'Where your data is kept',
      body: [
        'Your personal data is stored and processed in the United Kingdom. We do not transfer it outside the UK.',
        'Our servers and their backups are located in the UK, and the staff who handle your data do so from the UK.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: [
        'We keep personal data only as long as we need it for the purpose it was collected for:',
        {
          list: [
            'Enquiries and demo requests: up to 24 months after our last contact with you, unless they lead to a contract.',
            'Newsletter: until you unsubscribe; we then keep only a record that you asked not to be contacted.',
            'Waiting lists and early access: until the programme opens to you or you ask us to remove you, and no longer than 24 months.',
            'Academy accounts: for as long as your account is open, and for six years afterwards for the records needed to verify certificates.',
            'TrustLink reports: for as long as the organisation concerned needs to handle the case and meet its legal obligations, then deleted.',
          ],
        },
        'When a period ends we delete the data or anonymise it so that it can no longer identify you.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      body: [
        'We use technical and organisational measures suited to the risk, including encrypted connections (HTTPS) for the whole website, passwords and PINs stored only as strong one-way hashes, role-based access for our staff and encryption at rest for the content of TrustLink reports and their attachments.',
        'No system is perfectly secure. If a breach of personal data is likely to put your rights at risk, we will tell you and the Information Commissioner’s Office as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: [
        'Under UK data protection law you have the right to:',
        {
          list: [
            'be informed about how we use your personal data (this policy);',
            'access the personal data we hold about you and receive a copy;',
            'have inaccurate data corrected and incomplete data completed;',
            'have your data erased where there is no good reason for us to keep it;',
            'restrict how we use your data in certain circumstances;',
            'receive data you gave us in a structured, machine-readable format and have it sent to another organisation (data portability);',
            'object to our use of your data where we rely on legitimate interests;',
            'withdraw your consent at any time where we rely on consent.',
          ],
        },
      ],
    },
    {
      id: 'making-a-request',
      heading: 'How to make a request',
      body: [
        `To exercise any of these rights, write to us at ${email}. You do not need to use a particular form of words. We may ask you to confirm your identity before we act, so that we never give your data to someone else.`,
        'We will answer your request within one month of receiving it. If a request is complex or you have made several, we may extend this by up to two further months; if we do, we will tell you within the first month and explain why.',
        'Making a request is free. We may charge a reasonable fee, or decline, only where a request is clearly unfounded or excessive, and we will explain our reasons if we do.',
      ],
    },
    {
      id: 'complaints-and-changes',
      heading: 'Complaints and changes to this policy',
      body: [
        `If you are unhappy with how we have used your personal data, please tell us first at ${email} so that we can try to put it right.`,
        'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, at [ico.org.uk](https://ico.org.uk/make-a-complaint/) or on 0303 123 1113.',
        'We review this policy regularly. When we change it, we publish the new version on this page and update the date at the top; if a change materially affects how we use data you have already given us, we will tell you directly.',
      ],
    },
  ],
};
