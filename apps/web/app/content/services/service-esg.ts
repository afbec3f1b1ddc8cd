import type { TemplatePage } from '~/blocks/types';

/**
 * ESG services overview: catalogue entry "ESG services overview":
 * "ESG Excellence Unlocked, five cards". The five cards link to the ESG service routes that
 * the catalogue lists as linked from overview cards.
 */
const page = {
  path: '/service/esg',
  specRow: 'ESG services overview',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG Excellence Unlocked',
      title: 'ESG services',
      intro:
        'From a first maturity diagnosis to assured sustainability disclosures and an informed board, our ESG services cover each stage of the journey. Start where your organisation is today and add the next capability when you are ready.',
      actions: [
        { label: 'Contact Us', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
      visual: 'globe',
    },
    {
      type: 'prose',
      eyebrow: 'How our services fit together',
      heading: 'Diagnose, plan, govern, assure and lead',
      paragraphs: [
        'ESG maturity is built in a sensible order. A diagnostic shows where you stand; a strategy decides where you are going; governance and reporting turn that strategy into reliable disclosures; assurance gives investors and regulators confidence in them; and an engaged board holds the whole effort to account. Each of our ESG services addresses one of those stages, and each is delivered by practitioners who work across reporting, risk and assurance.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our ESG services',
      heading: 'ESG Excellence Unlocked',
      columns: 3,
      cards: [
        {
          title: 'ESG diagnostic assessment',
          description:
            'An AI-assisted review of your current ESG maturity against CSRD, ISSB and ESRS expectations, ending in a prioritised roadmap.',
          icon: 'search',
          href: '/service/esg-diagnostic',
        },
        {
          title: 'ESG strategy',
          description:
            'Material topics, targets and a costed roadmap that tie sustainability ambitions to how your business creates value.',
          icon: 'compass',
          href: '/service/esg-strategy',
        },
        {
          title: 'Governance and reporting excellence',
          description:
            'Disclosures prepared under CSRD, IFRS S1 and S2, SASB and GRI, supported by clear ownership and controls over each reported metric.',
          icon: 'file-text',
          href: '/service/esg-governance',
        },
        {
          title: 'ESG assurance',
          description:
            'Limited or reasonable assurance of sustainability information and greenhouse gas statements under ISAE 3000 (Revised) and ISAE 3410.',
          icon: 'badge-check',
          href: '/service/esg-assurance',
        },
        {
          title: 'Board-level ESG consulting',
          description:
            'Support for directors and committees to oversee sustainability risks, challenge management and stand behind the disclosures they approve.',
          icon: 'landmark',
          href: '/service/board-level',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Not sure where to begin?',
      text: 'Take our free ESG maturity self-assessment to see your score, or talk to us and we will recommend the service that fits your stage.',
      actions: [
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'primary' },
        { label: 'Talk to Us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
