import type { TemplatePage } from '~/blocks/types';

/**
 * /service/internal-audit: catalogue entries "Internal Audit", "Purpose Driven Internal Audit"
 * (the five topics are the cards of the "Aligning Internal Audit with Corporate Purpose" slider)
 * and "Internal audit program" (key components, Elevate banner, nine-step transformation carousel).
 * Anchored in the 2024 Global Internal Audit Standards; names and numbers only, no IIA text.
 */
const page = {
  path: '/service/internal-audit',
  specRow: 'Internal Audit; Purpose Driven Internal Audit; Internal audit program',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Internal audit',
      title: 'Internal audit that serves your corporate purpose',
      intro:
        'Risk-based internal audit built on the 2024 Global Internal Audit Standards, giving your board and audit committee independent assurance and advice on what matters most to the organisation.',
      visual: 'audit',
      badges: [
        'Global Internal Audit Standards 2024',
        'Risk-based audit plan',
        'Audit committee reporting',
      ],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Built on the 2024 Standards',
      heading: 'An internal audit function the Standards would recognise',
      paragraphs: [
        'The Global Internal Audit Standards, in effect since 9 January 2025, organise the profession into five domains: the purpose of internal auditing, ethics and professionalism, governing the function, managing it, and performing the work. We follow the same structure, so every recommendation we make traces back to a principle your external quality assessor will also apply.',
        'Domain III is where many functions find their widest gaps. It sets expectations for the board and senior management as well as the chief audit executive: a clearly documented mandate, a charter the board approves, regular direct interaction between the board and the head of audit, and oversight of resources and quality. We help both the function and those who govern it understand and meet those expectations.',
        'Whether you are building internal audit for the first time, co-sourcing specialist reviews or preparing for an external quality assessment, we shape the engagement around your risk profile rather than a generic checklist.',
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'Why choose us',
      heading: 'Five reasons audit committees work with us',
      numbered: true,
      items: [
        {
          title: 'Audit Strategy',
          description:
            'We help the chief audit executive write an internal audit strategy that links the function’s vision and objectives to the organisation’s own strategy, in line with Standard 9.2, and review it with the board every year.',
          icon: 'target',
        },
        {
          title: 'Risk Assessments',
          description:
            'Our risk assessments start from how the organisation creates value and where its governance, risk management and control processes could let it down, drawing on the enterprise risk register without being confined by it.',
          icon: 'alert-triangle',
        },
        {
          title: 'Data Systems Maturity',
          description:
            'We judge how far the systems and data feeds your audits rely on can be trusted, then introduce analytics and continuous monitoring where the data can bear it, so testing covers whole populations rather than samples.',
          icon: 'database',
        },
        {
          title: 'Regulatory Adherence',
          description:
            'Audit scopes reflect the rules that bind you, from sector regulation and data protection to new sustainability reporting duties such as CSRD, so the audit committee sees compliance risk next to operational risk.',
          icon: 'scale',
        },
        {
          title: 'Stakeholder Engagement',
          description:
            'We build working relationships with the board, senior management and second-line functions, agree expectations early and report in language each audience can act on, reflecting Principle 11 on communicating effectively.',
          icon: 'users',
        },
      ],
    },
    {
      type: 'slider',
      eyebrow: 'Purpose driven internal audit',
      heading: 'Aligning Internal Audit with Corporate Purpose',
      intro:
        'Five topics that move internal audit beyond a compliance exercise and towards protecting and strengthening the organisation’s ability to create value.',
      numbered: true,
      cards: [
        {
          title: 'Mandate and Strategy',
          description:
            'We clarify the authority, role and responsibilities the board grants internal audit, record them in an approved charter, and set a multi-year strategy explaining how the function will fulfil that mandate.',
          icon: 'landmark',
        },
        {
          title: 'Risk assessment',
          description:
            'A documented assessment of the organisation’s strategies, objectives and risks, refreshed regularly and informed by conversations with the board and senior management, underpins every decision about where audit time goes.',
          icon: 'search',
        },
        {
          title: 'Audit Plan',
          description:
            'A risk-based plan, flexible enough to change as risks shift, that shows the board which areas will be covered, what resources are required and where internal audit will rely on other assurance providers.',
          icon: 'calendar',
        },
        {
          title: 'Methodology and Execution',
          description:
            'Consistent methods for planning, testing, evaluating findings and documenting work, applied with professional scepticism so that each conclusion rests on sufficient, reliable and relevant evidence.',
          icon: 'list-checks',
        },
        {
          title: 'Engagement and Communication',
          description:
            'Clear, timely and objective reporting of findings, recommendations and conclusions, followed by confirmation that the actions management agreed have actually been implemented.',
          icon: 'message-circle',
        },
      ],
      // Two slides above 480 px, one at or below (breakpoints 1024, 600, 480); loops, as every
      // slider does unless it is meant to stop at its end.
      slider: { loop: true, slidesPerView: { base: 1, 481: 2, 601: 2, 1025: 2 } },
    },
    {
      type: 'card-groups',
      heading: 'Key components of an internal audit programme',
      intro:
        'Nine building blocks, grouped the way the Standards group them, that together make a function the board can rely on.',
      groups: [
        {
          title: 'Governance',
          icon: 'landmark',
          cards: [
            {
              title: 'Charter and reporting lines',
              description:
                'A charter setting out purpose, scope and rights of access, and a reporting line that gives the chief audit executive direct, unrestricted access to the board and audit committee.',
              icon: 'file-text',
            },
            {
              title: 'Independence and objectivity',
              description:
                'Safeguards such as staff rotation, disclosure of impairments and limits on operational roles keep auditors free from conflicts that would colour their judgement.',
              icon: 'scale',
            },
            {
              title: 'Quality assurance and improvement',
              description:
                'Ongoing monitoring, periodic self-assessments and an independent external quality assessment at least once every five years, with the results reported to the board.',
              icon: 'badge-check',
            },
          ],
        },
        {
          title: 'Planning',
          icon: 'calendar',
          cards: [
            {
              title: 'Audit universe',
              description:
                'A complete and current inventory of auditable entities, processes, systems and third parties, each mapped to the objectives and risks it supports.',
              icon: 'layers',
            },
            {
              title: 'Resourcing and skills',
              description:
                'A clear view of the budget, headcount, technology and specialist skills the plan needs, with co-sourcing arranged wherever in-house expertise runs short.',
              icon: 'users',
            },
            {
              title: 'Coordination and reliance',
              description:
                'An assurance map showing what risk, compliance, legal and external assurance providers already cover, so effort is neither duplicated nor left with gaps.',
              icon: 'map',
            },
          ],
        },
        {
          title: 'Execution',
          icon: 'clipboard-check',
          cards: [
            {
              title: 'Engagement planning',
              description:
                'Each engagement opens with its own risk assessment, agreed objectives, scope and evaluation criteria, and a work programme approved before fieldwork begins.',
              icon: 'list-checks',
            },
            {
              title: 'Fieldwork and evidence',
              description:
                'Interviews, walkthroughs, control testing and data analytics, documented well enough that another experienced auditor could reach the same conclusion.',
              icon: 'search',
            },
            {
              title: 'Reporting and follow-up',
              description:
                'Findings rated by significance, root causes identified, owners and dates agreed, and progress tracked until each issue is closed or the risk is formally accepted.',
              icon: 'check-circle',
            },
          ],
        },
      ],
    },
    {
      type: 'cta',
      tone: 'tint',
      title: 'Elevate Your IA Capabilities',
      text: 'See how our audit workflow, risk assessment templates and analytics would fit your function, and how quickly your team could start using them.',
      actions: [{ label: 'Request a Demo', href: '/contact#contact-form', variant: 'primary' }],
    },
    {
      type: 'slider',
      eyebrow: 'Our roadmap',
      heading: 'Internal Audit Transformation',
      intro:
        'The nine steps we follow with functions moving to the 2024 Standards or rebuilding how they work.',
      numbered: true,
      cards: [
        {
          title: 'Baseline against the Standards',
          description:
            'We run a conformance gap assessment across all 15 principles and 52 standards, rating each one and separating quick fixes from structural change.',
          icon: 'clipboard-check',
        },
        {
          title: 'Renew the mandate',
          description:
            'With the board and senior management we confirm internal audit’s mandate and refresh the charter so it reflects the essential conditions for governing the function.',
          icon: 'gavel',
        },
        {
          title: 'Set the strategy',
          description:
            'We draft a multi-year strategy with a vision, measurable objectives and the initiatives needed to reach them, ready for board discussion.',
          icon: 'compass',
        },
        {
          title: 'Refresh the risk assessment',
          description:
            'We rebuild the audit universe and risk assessment around strategic objectives, emerging risks such as climate and artificial intelligence, and the views of key stakeholders.',
          icon: 'search',
        },
        {
          title: 'Build the risk-based plan',
          description:
            'We turn the assessment into a prioritised plan with a clear rationale for what is in, what is out, and what the board is accepting by leaving areas uncovered.',
          icon: 'calendar',
        },
        {
          title: 'Modernise the methodology',
          description:
            'We update the engagement methodology, working paper templates and finding rating scales so every team plans, tests and concludes in the same way.',
          icon: 'workflow',
        },
        {
          title: 'Invest in people and technology',
          description:
            'We map the competencies the plan demands, close gaps through training, hiring or co-sourcing, and help select tools for audit management and data analytics.',
          icon: 'graduation-cap',
        },
        {
          title: 'Deliver and report',
          description:
            'We run the first cycle of engagements under the new approach and introduce reporting that gives the board an overall view of governance, risk and control.',
          icon: 'presentation',
        },
        {
          title: 'Measure and improve',
          description:
            'We track performance against agreed measures, run an internal quality assessment and prepare the function for an external assessment that confirms conformance.',
          icon: 'trending-up',
        },
      ],
      // Loops; the generic carousel counts: 1 at <=480 px, 2 at 481-800, 3 above 800.
      slider: { loop: true, slidesPerView: { base: 1, 481: 2, 801: 3 } },
    },
    {
      type: 'cta',
      title: 'Make internal audit a source of strategic insight',
      text: 'Talk to us about a conformance assessment, a co-sourced engagement or a full transformation of your internal audit function.',
      actions: [
        { label: 'Contact Us', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
