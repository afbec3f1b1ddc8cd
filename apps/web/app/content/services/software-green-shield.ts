import type { SliderOptions, TemplatePage } from '~/blocks/types';

/**
 * Both GreenShield carousels use the generic carousel counts ("3 up to 1024 px width, 2 up to
 * 800 px, 1 or 2 up to 480 px"): 3 from 801 px up, 2 from 481 to 800 and 1 at or below 480.
 * They loop, as every slider does unless it is meant to stop at its end.
 */
const carousel: SliderOptions = {
  loop: true,
  slidesPerView: { base: 1, 481: 2, 801: 3 },
};

const page = {
  path: '/esg-software/green-shield',
  specRow: 'Anti-greenwashing',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG risk management',
      title: 'GreenShield anti-greenwashing controls',
      intro:
        'Check every sustainability claim against its evidence before it is published, and keep a defensible record of how it meets the UK Anti-Greenwashing Rule, the Green Claims Code and the EU Taxonomy.',
      actions: [
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'primary' },
        { label: 'Talk to Us', href: '/contact', variant: 'secondary' },
      ],
      visual: 'shield',
      badges: ['UK Anti-Greenwashing Rule', 'Green Claims Code', 'EU Taxonomy'],
    },
    {
      type: 'slider',
      id: 'solution',
      eyebrow: 'Solution',
      heading: 'How GreenShield protects your claims',
      cards: [
        {
          title: 'Claims register',
          icon: 'list-checks',
          description:
            'Every environmental statement in website copy, product labels, investor materials and advertising is logged with its owner, channel and publication date.',
        },
        {
          title: 'Evidence linking',
          icon: 'link',
          description:
            'Each claim is tied to the data, certificates or life-cycle studies that support it. Claims whose evidence is missing, expired or narrower than the wording are flagged.',
        },
        {
          title: 'Wording analysis',
          icon: 'search',
          description:
            'Language checks highlight vague or absolute terms such as "eco-friendly", "green" or "carbon neutral" and suggest qualified wording that says exactly what has been achieved.',
        },
        {
          title: 'UK rule sets',
          icon: 'scale',
          description:
            "Claims are tested against the six principles of the CMA's Green Claims Code and, for FCA-authorised firms, the Anti-Greenwashing Rule in force since 31 May 2024: sustainability references must match the product's characteristics and be fair, clear and not misleading.",
        },
        {
          title: 'Taxonomy alignment checks',
          icon: 'clipboard-check',
          description:
            "Before an activity is called environmentally sustainable, GreenShield tests its substantial contribution against the EU Taxonomy's technical screening criteria, its DNSH position against the other five objectives and the minimum safeguards.",
        },
        {
          title: 'Approval workflow',
          icon: 'workflow',
          description:
            'Legal, compliance and sustainability reviewers sign off claims in sequence, and the approved version, reviewer and date are retained in case a regulator or competitor challenges them.',
        },
      ],
      slider: carousel,
    },
    {
      type: 'cta',
      id: 'free-assessment',
      tone: 'tint',
      title: 'How well governed are your green claims?',
      text: 'Take the free ESG maturity assessment to see how your claims governance, data and disclosures hold up, and which improvements to tackle first.',
      actions: [{ label: 'Start Your Free Assessment', href: '/start-green', variant: 'primary' }],
    },
    {
      type: 'cards',
      id: 'features',
      eyebrow: 'Key Features',
      heading: 'Key features of GreenShield',
      columns: 3,
      cards: [
        {
          title: 'Continuous risk screening',
          icon: 'alert-triangle',
          description:
            'Live claims are rescanned when the underlying data changes or a certificate lapses, so a statement that was accurate at launch does not quietly become misleading.',
        },
        {
          title: 'Regulator-ready audit trail',
          icon: 'file-check',
          description:
            'A time-stamped file shows what was claimed, on what evidence, who approved it and which rules it was tested against, ready to share if the FCA, the CMA or the ASA asks.',
        },
        {
          title: 'ESG risk dashboard',
          icon: 'pie-chart',
          description:
            'Greenwashing exposure is scored by channel, product line and market and shown alongside wider ESG risks, giving the risk committee one picture of reputational and regulatory risk.',
        },
      ],
    },
    {
      type: 'slider',
      id: 'why-choose',
      tone: 'tint',
      eyebrow: 'Why Choose GreenShield',
      heading: 'Six reasons to choose GreenShield',
      numbered: true,
      cards: [
        {
          number: 1,
          title: 'Built by assurance practitioners',
          icon: 'badge-check',
          description:
            'The rule sets were designed by people who test sustainability information for a living, so the checks reflect what an assurer or a regulator will actually ask.',
        },
        {
          number: 2,
          title: 'UK and EU rules in one place',
          icon: 'globe',
          description:
            "The FCA's rule, the CMA's code and the EU Taxonomy criteria are maintained side by side, which suits groups that market products in both the UK and the EU.",
        },
        {
          number: 3,
          title: 'Prevention, not clean-up',
          icon: 'shield-check',
          description:
            'Claims are reviewed before publication rather than after a complaint, avoiding the cost of withdrawn campaigns, relabelled products and corrective statements.',
        },
        {
          number: 4,
          title: 'Works with your other tools',
          icon: 'puzzle',
          description:
            'GreenShield draws evidence from the Net Zero ledger and Compass indicators, so claims about emissions or targets are checked against the same numbers you disclose.',
        },
        {
          number: 5,
          title: 'Clear ownership',
          icon: 'user-check',
          description:
            'Every claim has an accountable owner and a review date, giving the board comfort that sustainability messaging is governed like any other regulated communication.',
        },
        {
          number: 6,
          title: 'Confidence to keep communicating',
          icon: 'megaphone',
          description:
            'Rather than falling silent for fear of criticism, teams can talk about genuine progress in wording that is specific, qualified and backed by evidence.',
        },
      ],
      slider: carousel,
    },
    {
      type: 'cta',
      title: 'Ready to Shield Your Green Initiatives?',
      text: 'We will show you how GreenShield takes a live claim from first draft to approval, using an example from your own marketing or product range.',
      actions: [{ label: 'Request a Demo', href: '/contact#contact-form', variant: 'primary' }],
    },
  ],
} satisfies TemplatePage;

export default page;
