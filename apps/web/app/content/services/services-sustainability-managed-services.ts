import type { TemplatePage } from '~/blocks/types';

/**
 * /services/sustainability-managed-services: catalogue entry "ESG and Sustainability Managed
 * Services" (nine benefits), in the common shape: hero, description, benefits, how the service is
 * set up and a call to action.
 */
const page = {
  path: '/services/sustainability-managed-services',
  specRow: 'ESG and Sustainability Managed Services',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Managed services',
      title: 'ESG and Sustainability Managed Services',
      intro:
        'An experienced ESG team on call: we run data collection, reporting and programme management for you, so your own people can concentrate on delivering the strategy.',
      visual: 'globe',
      badges: ['CSRD', 'ISSB', 'GRI', 'GHG Protocol'],
      actions: [
        { label: 'Talk to Us', href: '/contact', variant: 'primary' },
        { label: 'Book a consultation', href: '/contact', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'An extension of your team',
      heading: 'Specialist capability without building a large in-house team',
      paragraphs: [
        'Reporting duties, investor questionnaires and customer data requests keep multiplying, yet few organisations can justify a full in-house team covering carbon accounting, reporting standards, data management and assurance. Our managed service provides that capability at a predictable cost, scaled to what you need.',
        'We work inside your processes, on your systems or on our platform, with a named service lead who knows your business and reports to your sustainability or finance director.',
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'Why outsource',
      heading: 'Nine benefits of a managed ESG service',
      numbered: true,
      items: [
        {
          title: 'Specialist expertise on tap',
          description:
            'Carbon accountants, reporting specialists and data analysts who work with the CSRD, ISSB standards and GRI every day support your programme without recruitment delays.',
          icon: 'graduation-cap',
        },
        {
          title: 'Lower, predictable cost',
          description:
            'A defined service scope replaces the expense of hiring and retaining several specialist roles, and seasonal peaks in workload are absorbed by our team rather than yours.',
          icon: 'wallet',
        },
        {
          title: 'Reliable data collection',
          description:
            'We run the data calendar, chase contributors, validate submissions and keep the evidence on file, so each reporting cycle starts on time and with fewer gaps.',
          icon: 'database',
        },
        {
          title: 'Greenhouse gas accounting',
          description:
            'Your Scope 1, 2 and 3 inventory is calculated and maintained under the GHG Protocol, with emission factors updated as new official datasets are published.',
          icon: 'cloud',
        },
        {
          title: 'Reports and questionnaires',
          description:
            'Annual sustainability reports, CSRD sustainability statements, ESG ratings questionnaires and customer requests are all prepared from one consistent data set.',
          icon: 'file-text',
        },
        {
          title: 'Regulatory horizon scanning',
          description:
            'We monitor changes to the standards and regulations that affect you and explain in plain terms what each change means for your programme and timetable.',
          icon: 'eye',
        },
        {
          title: 'Continuity through change',
          description:
            'Methods and decisions stay documented, so the service carries on through staff turnover, holidays and reorganisations on your side without losing momentum.',
          icon: 'refresh',
        },
        {
          title: 'Support through assurance',
          description:
            'We prepare evidence packs and answer the assurance provider’s queries, reducing the time your own staff spend on the external engagement.',
          icon: 'shield-check',
        },
        {
          title: 'A service that scales',
          description:
            'Start with carbon reporting or a single framework, then add topics, entities or frameworks as your obligations and ambitions grow.',
          icon: 'trending-up',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'Getting started',
      heading: 'How we set up your managed service',
      steps: [
        {
          title: 'Discovery',
          description:
            'We review your obligations, data sources and current team, and agree which activities we take on and which stay with you.',
        },
        {
          title: 'Onboarding',
          description:
            'Processes, templates, system access and contacts are set up, and a service calendar is agreed with your internal stakeholders.',
        },
        {
          title: 'Delivery',
          description:
            'Our team runs the agreed activities month by month and quarter by quarter, against clear service levels and with regular status reports.',
        },
        {
          title: 'Review',
          description:
            'Periodic reviews check quality and scope, and adjust the service as your sustainability programme matures.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Let us run your ESG operations with you',
      text: 'Tell us which reporting and data tasks take up most of your team’s time, and we will outline a managed service that takes them off your hands.',
      actions: [
        { label: 'Contact Us', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
