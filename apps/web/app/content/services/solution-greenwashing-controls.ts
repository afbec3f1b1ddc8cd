import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/levelling-up/greenwashing-controls: catalogue entry "Anti-greenwashing controls"
 * (eight cards: claims review, evidence and assurance assessment, benchmarking, language and data
 * collection advice, verification and audits, controls implementation, team training, regulatory
 * and litigation risk monitoring; banner "Safeguarding Authentic Sustainability"; closing call
 * "Mitigate Risks, Protect Your Brand").
 */
const page = {
  path: '/solution/levelling-up/greenwashing-controls',
  specRow: 'Anti-greenwashing controls',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Levelling up',
      title: 'Anti-Greenwashing Controls',
      intro:
        'Make sure every sustainability claim you publish is accurate, evidenced and clearly worded, so it stands up to regulators, customers and investors alike.',
      visual: 'shield',
      badges: ['FCA Anti-Greenwashing Rule', 'CMA Green Claims Code', 'EU Taxonomy'],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'The regulatory picture',
      heading: 'Greenwashing is now a compliance risk',
      paragraphs: [
        'Since 31 May 2024 the FCA’s Anti-Greenwashing Rule has required authorised firms to make sure sustainability references about their products and services are consistent with those products’ sustainability characteristics and are fair, clear and not misleading. For consumer-facing claims, the CMA’s Green Claims Code explains how consumer protection law applies, and the CMA can now impose fines directly for breaches of that law.',
        'We help marketing, product, sustainability and legal teams put proportionate controls around claims, so your ambition is communicated confidently without overstating what the evidence supports.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our controls',
      heading: 'Eight safeguards for credible green claims',
      columns: 4,
      numbered: true,
      cards: [
        {
          title: 'Claims review',
          description:
            'We inventory environmental and social claims across websites, packaging, product literature, reports and adverts, and assess each one against the principles of the Green Claims Code.',
          icon: 'search',
        },
        {
          title: 'Evidence and assurance assessment',
          description:
            'For every claim we check the supporting evidence, how current it is and whether it has been independently verified, flagging claims that rest on outdated or missing data.',
          icon: 'file-check',
        },
        {
          title: 'Benchmarking',
          description:
            'Your claims and their substantiation are compared with peers and with published enforcement outcomes, showing where your language is out of step with market practice and regulator expectations.',
          icon: 'bar-chart',
        },
        {
          title: 'Language and data collection advice',
          description:
            'We propose precise wording in place of vague terms such as “eco-friendly” or “sustainable”, and specify the data you need to start collecting for claims you want to make in future.',
          icon: 'message-circle',
        },
        {
          title: 'Verification and audits',
          description:
            'Periodic audits test a sample of live claims against their evidence files, and we arrange independent verification for high-profile claims such as carbon neutrality or recycled content.',
          icon: 'clipboard-check',
        },
        {
          title: 'Controls implementation',
          description:
            'Approval workflows, a central claims register and named sign-off responsibilities are built into marketing and product processes, so no sustainability claim goes live without review.',
          icon: 'settings',
        },
        {
          title: 'Team training',
          description:
            'Practical sessions show marketing, sales, product and investor relations staff how to spot a risky claim and how to use the approval process in their daily work.',
          icon: 'graduation-cap',
        },
        {
          title: 'Regulatory and litigation risk monitoring',
          description:
            'We track guidance, enforcement action and litigation in the markets where you operate, and update your controls as expectations on environmental claims evolve.',
          icon: 'alert-triangle',
        },
      ],
    },
    {
      type: 'prose',
      tone: 'dark',
      eyebrow: 'Speak with confidence',
      heading: 'Safeguarding Authentic Sustainability',
      paragraphs: [
        'Genuine progress deserves to be told, and good controls make that possible. When claims are specific, evidenced and reviewed, you can talk about your achievements openly instead of falling silent for fear of getting it wrong.',
      ],
      action: { label: 'Learn More', href: '/contact' },
    },
    {
      type: 'cta',
      title: 'Mitigate Risks, Protect Your Brand',
      text: 'Ask us to review a sample of your current claims and we will show you where the exposure lies and which controls would close it.',
      actions: [
        { label: 'Contact Us', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
