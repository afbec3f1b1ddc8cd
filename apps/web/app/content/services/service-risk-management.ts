import type { TemplatePage } from '~/blocks/types';

/**
 * /service/risk-management: catalogue entry "Risk Management and Business Continuity":
 * three solutions, three advantages, three steps; cta "Start Your Risk Management Journey" -> /start-green.
 */
const page = {
  path: '/service/risk-management',
  specRow: 'Risk Management and Business Continuity',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Risk management and business continuity',
      title: 'Risk management and business continuity',
      intro:
        'Identify, assess and respond to the risks that threaten your objectives, and keep critical services running when disruption arrives.',
      visual: 'chart',
      badges: ['ISO 31000', 'COSO ERM', 'ISO 22301'],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      heading: 'Resilience starts with understanding risk',
      paragraphs: [
        'Risk management and business continuity are often run by separate teams with separate vocabularies. We bring them together, so the same view of critical objectives, processes and dependencies drives both the risk register and the continuity plans.',
        'Our approach draws on ISO 31000 for risk management principles, the COSO Enterprise Risk Management framework for linking risk to strategy and performance, and ISO 22301 for business continuity management systems. For regulated UK financial firms we also align the work with the operational resilience rules on important business services and impact tolerances.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our solutions',
      heading: 'Three solutions for a more resilient organisation',
      columns: 3,
      numbered: true,
      cards: [
        {
          number: 1,
          colour: 'teal',
          icon: 'layers',
          title: 'Enterprise risk framework',
          description:
            'We design or refresh your risk framework: appetite statements, a common taxonomy, assessment scales and the governance that shows how each risk is identified, owned and escalated.',
        },
        {
          number: 2,
          colour: 'amber',
          icon: 'git-branch',
          title: 'Business impact analysis and continuity planning',
          description:
            'We identify your critical activities, the people, sites, suppliers and systems they depend on and the maximum tolerable disruption for each, then write continuity and recovery plans to match.',
        },
        {
          number: 3,
          colour: 'rose',
          icon: 'alert-triangle',
          title: 'Crisis management and exercising',
          description:
            'We set up crisis teams and decision protocols, then run scenario exercises, from cyber attacks to extreme weather and supplier failure, that test your plans before a real event does.',
        },
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'Advantages',
      heading: 'Why it pays to be prepared',
      items: [
        {
          title: 'Better decisions',
          description:
            'Leaders weigh opportunities against a clear risk appetite, so they take the risks worth taking and decline the ones that are not.',
          icon: 'target',
        },
        {
          title: 'Faster recovery',
          description:
            'Agreed recovery time objectives and rehearsed plans shorten outages and limit the financial, customer and reputational harm they cause.',
          icon: 'refresh',
        },
        {
          title: 'Stakeholder confidence',
          description:
            'Insurers, lenders, regulators and major customers increasingly ask for evidence of resilience; a tested programme lets you provide it without delay.',
          icon: 'handshake',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'Our approach',
      heading: 'Three steps to resilience',
      steps: [
        {
          title: 'Understand',
          description:
            'We map objectives, critical processes and dependencies, review the existing risk register and run workshops to surface the risks that matter most.',
        },
        {
          title: 'Prepare',
          description:
            'We agree treatments and owners for priority risks, set recovery objectives and write practical plans that people can follow under pressure.',
        },
        {
          title: 'Test and improve',
          description:
            'We exercise the plans, capture lessons learned, update the register and set a review cycle so the programme keeps pace with the business.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Ready to strengthen your resilience?',
      text: 'Begin with a free assessment of where your organisation stands today, then let us help you close the gaps that matter.',
      actions: [
        { label: 'Start Your Risk Management Journey', href: '/start-green', variant: 'primary' },
        { label: 'Talk to Us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
