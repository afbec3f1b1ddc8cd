import type { TemplatePage } from '~/blocks/types';

/**
 * Board-level ESG consulting: catalogue entry "Board-Level ESG Consulting"
 * (five services; "also shows the stakeholder page", rendered here as a prose block on board
 * stakeholder engagement that links to /service/strategic-stakeholder).
 */
const page = {
  path: '/service/board-level',
  specRow: 'Board-Level ESG Consulting',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'For boards and directors',
      title: 'Board-level ESG consulting',
      intro:
        'Directors are now expected to oversee climate and sustainability matters with the same rigour as financial performance. We help your board set direction on ESG, challenge management effectively and stand behind the disclosures it approves.',
      actions: [
        { label: 'Book a consultation', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
      visual: 'network',
    },
    {
      type: 'prose',
      eyebrow: 'The board’s role',
      heading: 'Oversight that investors and regulators can see',
      paragraphs: [
        'Sustainability reporting standards put governance first. IFRS S2 and the governance pillar of the TCFD recommendations ask how the board oversees climate-related risks and opportunities, while ESRS 2 requires disclosure of the sustainability expertise of administrative, management and supervisory bodies and how they were informed of material matters during the year. Boards that cannot describe that oversight convincingly invite questions from investors and proxy advisers.',
        'Our work with boards is practical. We review how ESG reaches the boardroom agenda, which committee owns which topic, what information directors receive and whether it supports real challenge. We then close the gaps with tailored briefings, clearer committee remits and reporting packs designed for non-executive readers.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our board services',
      heading: 'Five services for ESG-ready boards',
      columns: 3,
      cards: [
        {
          title: 'Board ESG governance review',
          description:
            'We map where ESG responsibilities sit across the board, its committees and executive management, then recommend charter and terms-of-reference changes that remove overlaps and gaps.',
          icon: 'landmark',
        },
        {
          title: 'Director education and competency',
          description:
            'Focused sessions bring directors up to speed on CSRD, ISSB standards and climate science, followed by a skills matrix review that shows where board expertise needs strengthening.',
          icon: 'graduation-cap',
        },
        {
          title: 'Climate risk and opportunity oversight',
          description:
            'We help the board interrogate scenario analysis, transition plans and capital allocation decisions, so it can judge whether the strategy is resilient to a range of climate futures.',
          icon: 'thermometer',
        },
        {
          title: 'Disclosure and assurance oversight',
          description:
            'Audit committees gain a clear process for reviewing sustainability statements, understanding the scope of limited assurance and questioning the controls behind reported figures.',
          icon: 'file-check',
        },
        {
          title: 'ESG-linked incentives',
          description:
            'We advise remuneration committees on choosing sustainability measures for executive pay that are material, measurable and hard to game, and on explaining them to shareholders.',
          icon: 'award',
        },
      ],
    },
    {
      type: 'prose',
      id: 'stakeholder-engagement',
      tone: 'tint',
      eyebrow: 'Stakeholder engagement',
      heading: 'Bringing stakeholder voices into the boardroom',
      paragraphs: [
        'Under section 172 of the Companies Act 2006, directors of UK companies must have regard to employees, suppliers, customers, communities and the environment, and larger companies must explain in their strategic report how they did so. Double materiality under ESRS likewise depends on engaging affected stakeholders. Our Strategic Stakeholder Management Programme gives boards a structured way to identify those stakeholders, hear from them directly and show how their views influenced decisions.',
      ],
      action: {
        label: 'Explore stakeholder management',
        href: '/service/strategic-stakeholder',
        variant: 'secondary',
      },
    },
    {
      type: 'cta',
      title: 'Equip your board to lead on ESG',
      text: 'Arrange a confidential conversation with our board advisory team about your governance, disclosures and director development.',
      actions: [
        { label: 'Talk to Us', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
