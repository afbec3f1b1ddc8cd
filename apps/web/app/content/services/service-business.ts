import type { TemplatePage } from '~/blocks/types';

/**
 * /service/business: catalogue entry "Services overview": Navigate Success with Our Services,
 * three cards.
 */
const page = {
  path: '/service/business',
  specRow: 'Services overview',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Business assurance',
      title: 'Business assurance services',
      intro:
        'Internal audit, compliance and risk management from one team, so you can navigate growth, regulation and disruption with confidence.',
      visual: 'network',
      actions: [
        { label: 'Get Started', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      heading: 'Assurance that joins up',
      paragraphs: [
        'Boards increasingly want one coherent view of how well the organisation is governed and controlled. Our three business assurance services are designed to work together: risk management shows what could go wrong, compliance makes sure obligations are met, and internal audit gives independent assurance that both are working.',
        'Each service can be engaged on its own, co-sourced alongside your in-house team or delivered as a combined programme, and each extends naturally into sustainability as ESG risks and reporting duties grow.',
      ],
    },
    {
      type: 'cards',
      heading: 'Navigate Success with Our Services',
      columns: 3,
      cards: [
        {
          title: 'Internal Audit',
          description:
            'Independent, risk-based assurance and advice for your board and audit committee, delivered in conformance with the 2024 Global Internal Audit Standards.',
          icon: 'clipboard-check',
          href: '/service/internal-audit',
        },
        {
          title: 'Compliance',
          description:
            'An integrated governance, risk and compliance framework that links every obligation to a control, an accountable owner and the evidence behind it.',
          icon: 'scale',
          href: '/service/compliance',
        },
        {
          title: 'Risk Management',
          description:
            'Enterprise risk management and business continuity planning that help you anticipate disruption, respond calmly and recover quickly.',
          icon: 'shield',
          href: '/service/risk-management',
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Programmes that bring ESG into assurance',
      columns: 2,
      cards: [
        {
          title: 'ESG internal audit programme',
          description:
            'Extend your internal audit plan to sustainability: an ESG audit universe, risk-based work programmes and readiness reviews before external assurance.',
          icon: 'clipboard-check',
          href: '/service/esg-ia-program',
        },
        {
          title: 'ESG in ERM programme',
          description:
            'Bring climate and other ESG risks into your enterprise risk framework, with shared scoring, appetite statements and reporting to the board.',
          icon: 'shield',
          href: '/service/erm-program',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Not sure where to start?',
      text: 'Tell us about your organisation and we will suggest the mix of audit, compliance and risk support that suits it.',
      actions: [{ label: 'Contact Us', href: '/contact', variant: 'primary' }],
    },
  ],
} satisfies TemplatePage;

export default page;
