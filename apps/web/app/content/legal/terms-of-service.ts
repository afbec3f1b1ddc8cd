import { site } from '@verdantia/domain/site/config';
import type { LegalDocument } from './types';

const email = `[${site.email}](mailto:${site.email})`;
const address = `${site.address.street}, ${site.address.city} ${site.address.postcode}`;

/** Terms of service: 21 numbered sections, last updated 27 November 2024. */
export const termsOfService: LegalDocument = {
  path: '/legal/terms-of-service',
  title: 'Terms of Service',
  lastUpdated: '27 November 2024',
  lastUpdatedIso: '2024-11-27',
  intro: [
    `These terms tell you the rules for using this website and the online services we offer through it, including the ESG maturity self-assessment, the Internal Audit Standards assistant, the ESG Academy and TrustLink. Please read them carefully: by using the website you agree to them.`,
  ],
  sections: [
    {
      id: 'about-us',
      heading: 'Who we are',
      body: [
        `This website is operated by ${site.legalName} (“${site.name}”, “we”, “us”), a company registered in England and Wales with its registered office at ${address}.`,
        `You can contact us by e-mail at ${email} or by telephone on ${site.phone}.`,
      ],
    },
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      body: [
        'By using this website you confirm that you accept these terms and agree to comply with them. If you do not agree, you must not use the website.',
        'If you use the website on behalf of an organisation, you confirm that you have authority to accept these terms for it.',
      ],
    },
    {
      id: 'other-terms',
      heading: 'Other terms that apply',
      body: [
        'These further policies also apply to your use of the website:',
        {
          list: [
            'our [Privacy Policy](/legal/privacy-policy), which explains how we use the personal data you give us;',
            'our [Cookie Policy](/legal/Cookies), which lists what the website stores in your browser.',
          ],
        },
        'If your organisation has a signed agreement with us for software, advisory, assurance or training services, that agreement governs those services and prevails over these terms where the two differ.',
      ],
    },
    {
      id: 'changes-to-terms',
      heading: 'Changes to these terms',
      body: [
        'We may revise these terms from time to time, for example to reflect changes in the law or in our services. Every time you use the website, please check this page to make sure you understand the terms that apply at that time. The date at the top shows when they were last changed.',
      ],
    },
    {
      id: 'changes-to-website',
      heading: 'Changes to the website',
      body: [
        'We may update and change the website to reflect changes to our services, our users’ needs and our business priorities. We will try to give you reasonable notice of any major change that affects a service you have signed up for.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability of the website',
      body: [
        'The public pages of the website are free to use. We do not guarantee that the website, or any content on it, will always be available or uninterrupted. We may suspend, withdraw or restrict the availability of all or any part of it for business or operational reasons, and we will try to give you reasonable notice of any planned suspension.',
        'You are responsible for making all arrangements necessary for you to have access to the website.',
      ],
    },
    {
      id: 'accounts-and-credentials',
      heading: 'Your account and credentials',
      body: [
        'If you create an ESG Academy account, or receive an interaction ID and PIN from TrustLink, you must treat those credentials as confidential and must not disclose them to anyone else. Tell us straight away at ' +
          email +
          ' if you believe someone else knows them.',
        'We have the right to disable any user identification code, password or PIN, whether chosen by you or allocated by us, at any time if in our reasonable opinion you have failed to comply with any of these terms.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property rights',
      body: [
        'We are the owner or the licensee of all intellectual property rights in the website and in the material published on it, including its text, illustrations, software, course materials and assessment methods. Those works are protected by copyright laws and treaties around the world. All such rights are reserved.',
        'You may print one copy, and download extracts, of any page of the website for your personal use or for use within your organisation. You must not modify the copies in any way, use any illustrations separately from the accompanying text, or use any part of the content for commercial purposes without a licence from us. Our status, and that of any identified contributors, as the authors of content must always be acknowledged.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: [
        'You may use the website only for lawful purposes. You must not:',
        {
          list: [
            'use it in any way that breaches any applicable local, national or international law or regulation, or that is fraudulent;',
            'submit false information through our forms or TrustLink knowingly or with intent to harm another person;',
            'transmit any unsolicited advertising or promotional material;',
            'knowingly introduce viruses, trojans, worms or other material that is malicious or technologically harmful;',
            'attempt to gain unauthorised access to the website, the server on which it is stored or any server, computer or database connected to it, or attack it by a denial-of-service attack.',
          ],
        },
      ],
    },
    {
      id: 'scraping-and-ai',
      heading: 'Automated access, scraping and AI training',
      body: [
        'You must not use any robot, spider, scraper or other automated means to access, copy, index or extract content or data from the website, except for search engines that respect our robots.txt file and only for the purpose of indexing pages for search.',
        'You must not use any content of the website, including its text, course materials, assessment questions and the answers of the Internal Audit Standards assistant, to train, fine-tune, test or improve any artificial intelligence or machine learning model, or to build any data set for that purpose, without our prior written permission.',
      ],
    },
    {
      id: 'linking',
      heading: 'Linking to our website',
      body: [
        'You may link to our home page or to any other public page, provided you do so in a way that is fair and legal and does not damage our reputation or take advantage of it.',
        'You must not establish a link in such a way as to suggest any form of association, approval or endorsement on our part where none exists; you must not link from a website that is not owned by you; and our website must not be framed on any other site. We reserve the right to withdraw linking permission without notice.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links and content from others',
      body: [
        'Where the website contains links to other sites and resources provided by third parties, including our videos hosted on YouTube, these links are provided for your information only. We have no control over the contents of those sites or resources, and their own terms and privacy policies apply.',
      ],
    },
    {
      id: 'uploaded-content',
      heading: 'Content you upload',
      body: [
        'Whenever you send us content through the website, for example a message, assessment answers, a course assignment or a TrustLink report and its attachments, you must have the right to share it and it must not be defamatory, unlawful or infringe anyone else’s rights.',
        'You keep ownership of your content. You grant us a non-exclusive, royalty-free, worldwide licence to store, copy, process and use it for the purpose of providing the service for which you sent it, for as long as we need it for that purpose. TrustLink reports are used only to handle the report and are never published.',
        'We may remove or decline to process any content that, in our reasonable opinion, does not comply with these terms.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'Information on the website is not advice',
      body: [
        'The content on the website is provided for general information only. It is not intended to amount to professional advice on which you should rely. You must obtain professional or specialist advice before taking, or refraining from, any action on the basis of the content on the website.',
        'Although we make reasonable efforts to update the information on the website, we make no representations, warranties or guarantees that it is accurate, complete or up to date.',
      ],
    },
    {
      id: 'tools',
      heading: 'Self-assessments, medals and the standards assistant',
      body: [
        'The ESG maturity self-assessment gives an indicative score based on your own answers. A Sustainability Maturity Medal is awarded only after our verification process and is valid for the period stated when it is issued.',
        'Answers from the Internal Audit Standards assistant are generated automatically and may be incomplete or inaccurate. Always check them against the Global Internal Audit Standards themselves before relying on them.',
      ],
    },
    {
      id: 'security',
      heading: 'Viruses and security',
      body: [
        'We do not guarantee that the website will be secure or free from bugs or viruses, although we take care to keep it so. You are responsible for configuring your technology to access the website and should use your own virus protection software.',
      ],
    },
    {
      id: 'liability-business',
      heading: 'Our liability to business users',
      body: [
        'If you use the website as a business user, we exclude all implied conditions, warranties, representations or other terms that may apply to it or its content, to the extent the law allows.',
        'We will not be liable to you for any loss or damage, whether in contract, tort (including negligence), breach of statutory duty or otherwise, even if foreseeable, arising under or in connection with your use of, or inability to use, the website, or your use of or reliance on any content displayed on it. In particular, we will not be liable for loss of profits, sales, business or revenue; business interruption; loss of anticipated savings; loss of business opportunity, goodwill or reputation; or any indirect or consequential loss or damage.',
      ],
    },
    {
      id: 'liability-consumers',
      heading: 'Our liability to consumers',
      body: [
        'If you use the website as a consumer, we provide it for domestic and private use only, and we have no liability to you for any loss of profit, loss of business, business interruption or loss of business opportunity.',
        'Nothing in these terms excludes or limits our liability for death or personal injury arising from our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited by English law. Nor do they affect your statutory rights as a consumer.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Breach of these terms',
      body: [
        'If we consider that you have breached these terms, we may take such action as we deem appropriate, including withdrawing your right to use the website immediately, disabling your credentials, removing content you have uploaded, and taking legal action against you or disclosing information to law enforcement authorities where the law requires it.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      body: [
        'These terms, their subject matter and their formation, and any dispute or claim arising out of them, are governed by English law.',
        'If you are a business, the courts of England and Wales have exclusive jurisdiction. If you are a consumer, you may bring proceedings in the courts of England and Wales, or, if you live in Scotland or Northern Ireland, in the courts of the part of the United Kingdom where you live.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: [
        `To contact us about these terms or to report a concern about material on the website, please e-mail ${email} or write to us at ${address}. We will reply as soon as we can.`,
      ],
    },
  ],
};
