import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/levelling-up/esg-governance: catalogue entry "ESG governance advisory" (nine
 * cards: board oversight, charters and policies, management roles, cross-functional committees,
 * incentive integration, governance integration, ESG education, strategy workshops, board
 * competency assessments; closing call "Solidify Your ESG Governance").
 */
const page = {
  path: '/solution/levelling-up/esg-governance',
  specRow: 'ESG governance advisory',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Levelling up',
      title: 'ESG Governance Advisory',
      intro:
        'Make ESG accountability real with clear board oversight, written charters, defined management roles and committees that connect sustainability strategy to everyday decisions.',
      visual: 'network',
      badges: ['ESRS 2 governance', 'IFRS S1 and S2', 'TCFD governance pillar'],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Accountability first',
      heading: 'Where ESG commitments become someone’s responsibility',
      paragraphs: [
        'Investors, regulators and assurance providers look first at who is responsible for sustainability and how the board stays informed. The ESRS governance disclosures, the governance requirements in IFRS S1 and S2 and the governance pillar of the TCFD all ask versions of the same question: who oversees these matters, and with what skills and information?',
        'We design governance that answers that question convincingly and works in practice, scaled to your size, ownership structure and existing committees rather than imported from a template.',
      ],
    },
    {
      type: 'slider',
      eyebrow: 'What we advise on',
      heading: 'Nine elements of effective ESG governance',
      numbered: true,
      cards: [
        {
          title: 'Board oversight',
          description:
            'We clarify how the board oversees sustainability-related risks and opportunities, how often it discusses them and how ESG items are built into its agenda and annual work plan.',
          icon: 'landmark',
        },
        {
          title: 'Charters and policies',
          description:
            'Board and committee terms of reference are updated to assign ESG responsibilities explicitly, and core policies are aligned with them so mandates neither overlap nor leave gaps.',
          icon: 'file-text',
        },
        {
          title: 'Management roles',
          description:
            'Executive accountability is defined from the senior officer responsible for ESG down to individual topic owners, with role descriptions that set out reporting lines and decision rights.',
          icon: 'briefcase',
        },
        {
          title: 'Cross-functional committees',
          description:
            'A management ESG committee brings finance, risk, operations, HR, procurement and legal together under a charter, with a fixed meeting rhythm and a clear route of escalation to the board.',
          icon: 'users',
        },
        {
          title: 'Incentive integration',
          description:
            'We help remuneration committees link executive pay to credible sustainability measures and prepare the ESRS 2 disclosure on how sustainability performance is reflected in incentive schemes.',
          icon: 'coins',
        },
        {
          title: 'Governance integration',
          description:
            'ESG is woven into existing processes such as enterprise risk management, internal audit, capital allocation and strategic planning instead of running as a parallel structure nobody owns.',
          icon: 'workflow',
        },
        {
          title: 'ESG education',
          description:
            'Tailored briefings keep directors and senior managers current on regulation, climate science and sector developments, so they can challenge management with confidence.',
          icon: 'graduation-cap',
        },
        {
          title: 'Strategy workshops',
          description:
            'Facilitated sessions help the board test ESG strategy, climate scenario analysis and targets against the company’s purpose and risk appetite before they are approved.',
          icon: 'presentation',
        },
        {
          title: 'Board competency assessments',
          description:
            'We assess the sustainability skills and experience around the board table against its oversight needs, then recommend training, recruitment or access to expert advisers to close any gap.',
          icon: 'award',
        },
      ],
      // Does not loop. Like the assessment and partner carousels: 2 on wide screens, 1 at 1024,
      // 800 and 480 or below, scroll 1, no dots; unlike them it starts at slide 0, not 1.
      slider: {
        loop: false,
        slidesPerView: { base: 1, 1025: 2 },
        dots: false,
        startIndex: 0,
      },
    },
    {
      type: 'cta',
      title: 'Solidify Your ESG Governance',
      text: 'Book a conversation with our governance advisers to review your current structures and agree the changes that will give your board a clear line of sight over ESG.',
      actions: [
        { label: 'Book a consultation', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
