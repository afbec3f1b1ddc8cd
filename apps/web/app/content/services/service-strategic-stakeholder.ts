import type { TemplatePage } from '~/blocks/types';

/**
 * /service/strategic-stakeholder: catalogue entry "Strategic Stakeholder Management Program":
 * four services.
 */
const page = {
  path: '/service/strategic-stakeholder',
  specRow: 'Strategic Stakeholder Management Program',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Strategic stakeholder management',
      title: 'Strategic stakeholder management programme',
      intro:
        'Identify the stakeholders who shape your sustainability agenda, engage them with purpose and show them how their views changed what you do.',
      visual: 'network',
      badges: ['Double materiality', 'GRI 3 material topics', 'AA1000SES'],
      actions: [
        { label: 'Talk to Us', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      heading: 'Stakeholder engagement is evidence, not a courtesy',
      paragraphs: [
        'Reporting frameworks now treat stakeholder engagement as an input that has to be demonstrated. Under ESRS, the double materiality assessment should draw on dialogue with affected stakeholders and users of the sustainability statement, and ESRS 2 asks companies to explain how stakeholder interests and views shape their strategy and business model. GRI 3 likewise builds the identification of material topics on engagement with the people affected.',
        'Too often engagement is a one-off survey sent just before the report is written. Our programme makes it continuous and strategic: a clear view of who matters and why, planned dialogue that reaches people across the value chain, and feedback loops that show stakeholders their input made a difference.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our services',
      heading: 'Four services for lasting stakeholder relationships',
      columns: 4,
      cards: [
        {
          title: 'Stakeholder mapping and prioritisation',
          description:
            'We identify internal and external stakeholders, including less visible groups such as affected communities and value chain workers, and prioritise them by their influence on the business and its impact on them.',
          icon: 'map',
        },
        {
          title: 'Engagement strategy and planning',
          description:
            'We choose the right method for each group, from interviews and panels to surveys, site visits and representative bodies, and build an engagement calendar tied to your materiality, strategy and reporting cycle.',
          icon: 'calendar',
        },
        {
          title: 'Grievance and feedback channels',
          description:
            'We design accessible, confidential channels for concerns and feedback, such as our TrustLink service, with clear handling procedures and firm protection against retaliation.',
          icon: 'message-circle',
          href: '/trust-link-1',
        },
        {
          title: 'Insight, response and reporting',
          description:
            'We analyse what stakeholders tell you, track how management responds and help you disclose engagement outcomes credibly in your sustainability statement.',
          icon: 'bar-chart',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Turn stakeholder insight into strategy',
      text: 'Tell us who you need to hear from and we will design an engagement programme that genuinely reaches them.',
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'Make an Impact Together', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
