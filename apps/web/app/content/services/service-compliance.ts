import type { TemplatePage } from '~/blocks/types';

/**
 * /service/compliance: catalogue entry "Compliance (also called GRC)": challenge, three
 * solutions, three benefits, three steps.
 */
const page = {
  path: '/service/compliance',
  specRow: 'Compliance (also called GRC)',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Compliance (GRC)',
      title: 'Governance, risk and compliance',
      intro:
        'Map your obligations, design proportionate controls and monitor compliance continuously, so regulatory change strengthens the business instead of slowing it down.',
      visual: 'shield',
      badges: ['Obligations register', 'Control design', 'Continuous monitoring'],
      actions: [
        { label: 'Get Started', href: '/contact', variant: 'primary' },
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'The challenge',
      heading: 'Too many obligations, too little visibility',
      paragraphs: [
        'Most organisations track their obligations in scattered spreadsheets owned by different teams. Legal follows regulatory change, risk keeps its own register, finance runs its controls, and nobody can say with confidence which rule is covered by which control or when it was last tested.',
        'The load keeps growing. Data protection, anti-bribery, sanctions and sector licensing rules now sit alongside new sustainability duties such as CSRD and the FCA’s Anti-Greenwashing Rule. Each new requirement tends to add another process rather than fitting into an existing one, so the cost of compliance rises faster than the assurance it buys.',
        'When a regulator, auditor or board member asks for evidence, teams scramble to assemble it. Integrated GRC replaces that scramble with a single view of obligations, risks, controls and evidence.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our solutions',
      heading: 'Three ways we bring compliance together',
      columns: 3,
      numbered: true,
      cards: [
        {
          number: 1,
          colour: 'teal',
          icon: 'file-text',
          title: 'Obligations mapping',
          description:
            'We build one register of the laws, regulations, licence conditions and internal policies that apply to you, name an owner for each and link it to the risks and controls that address it.',
        },
        {
          number: 2,
          colour: 'emerald',
          icon: 'layers',
          title: 'Control framework design',
          description:
            'We rationalise overlapping controls, close gaps and design tests that satisfy several requirements at once, so one piece of evidence can serve the regulator, the external auditor and the board.',
        },
        {
          number: 3,
          colour: 'sky',
          icon: 'eye',
          title: 'Compliance monitoring and reporting',
          description:
            'We set up risk-based monitoring, key risk indicators and issue tracking, and give senior management a regular, concise picture of compliance status and overdue actions.',
        },
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'Benefits',
      heading: 'What integrated GRC gives you',
      items: [
        {
          title: 'Fewer surprises',
          description:
            'Regulatory change is assessed as soon as it is published, so new obligations reach their owners with time to act rather than on the eve of a deadline.',
          icon: 'alert-triangle',
        },
        {
          title: 'Lower cost of compliance',
          description:
            'Rationalised controls and shared evidence cut duplicated testing across the three lines and reduce the hours spent preparing for audits and inspections.',
          icon: 'coins',
        },
        {
          title: 'Defensible decisions',
          description:
            'A documented trail from obligation to control to evidence lets you show regulators, auditors and the board exactly how each requirement is met.',
          icon: 'shield-check',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'How we work',
      heading: 'From scattered rules to one framework in three steps',
      steps: [
        {
          title: 'Assess',
          description:
            'We review your current obligations, policies, risk registers and controls, interview their owners and find where coverage is missing, duplicated or undocumented.',
        },
        {
          title: 'Design',
          description:
            'Together we agree the target GRC framework, the operating model across the three lines, and the roles, workflows and tools that will support it.',
        },
        {
          title: 'Embed',
          description:
            'We implement the framework, train control owners, run the first monitoring cycle alongside your team and hand over a maintained register and reporting pack.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Bring order to compliance',
      text: 'Tell us which obligations worry you most and we will show you how an integrated GRC approach would handle them.',
      actions: [
        { label: 'Talk to Us', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
