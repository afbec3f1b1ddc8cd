import { site } from '@verdantia/domain/site/config';
import type { TemplatePage } from '~/blocks/types';

/**
 * The five partner calls to action have no shown target; they are spread over the hero (two)
 * and the closing call (three). No carousel is used on this page, so the partner carousel
 * settings do not apply.
 */
const page = {
  path: '/parteners',
  specRow: 'Partner page for accounting and consulting firms',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Partner programme',
      title: 'Partner with us',
      intro:
        'A programme for accounting and consulting firms building ESG advisory and assurance practices, with software, methodology and training from a team that does this work every day.',
      actions: [
        { label: "Let's Talk", href: '/contact', variant: 'primary' },
        { label: 'Apply Now', href: '/contact#contact-form', variant: 'secondary' },
      ],
      visual: 'network',
    },
    {
      type: 'cards',
      id: 'programme',
      eyebrow: 'Practice development programme',
      heading: 'Build your ESG practice with a leading professional accounting body',
      intro:
        'Developed with a leading professional accounting body, the programme takes your firm from first client conversations to a repeatable ESG service line.',
      columns: 4,
      numbered: true,
      cards: [
        {
          number: 1,
          title: 'Practice design',
          icon: 'settings',
          description:
            "Decide which ESG services to offer, to which clients and on what commercial model, with engagement structures for advisory, readiness and assurance work that respect your firm's independence rules.",
        },
        {
          number: 2,
          title: 'Thought leadership',
          icon: 'megaphone',
          description:
            'Co-branded briefings, webinars and articles on CSRD, the ISSB standards and UK developments make your partners the first call when clients ask what the new rules mean for them.',
        },
        {
          number: 3,
          title: 'Service delivery',
          icon: 'clipboard-check',
          description:
            'Methodologies, work programmes and templates for double materiality assessments, readiness reviews and ISAE 3000 (Revised) engagements, used with the platform so every team delivers consistently.',
        },
        {
          number: 4,
          title: 'Sales enablement',
          icon: 'target',
          description:
            'Pitch materials, client diagnostics and proposal templates, plus joint client meetings with our specialists while your own team builds confidence.',
        },
      ],
    },
    {
      type: 'benefits',
      tone: 'tint',
      heading: 'What partners gain',
      items: [
        {
          title: 'Software for your engagements',
          icon: 'layers',
          description:
            'Use the Compass, Net Zero and GreenShield suites in client work, so your people spend their time on judgement and advice rather than building spreadsheets.',
        },
        {
          title: 'Training for your people',
          icon: 'graduation-cap',
          description:
            'Your staff can join our certificate courses in sustainability reporting and assurance and in ESG and climate risk management, building capability across the practice.',
        },
        {
          title: 'Specialists on call',
          icon: 'users',
          description:
            'Bring in our climate, data and assurance specialists for complex engagements while the client relationship stays firmly with your firm.',
        },
        {
          title: 'Visibility and introductions',
          icon: 'handshake',
          description:
            'Partners appear in our partner network, take part in joint events and publications, and can be introduced to organisations looking for advisers in their region or sector.',
        },
      ],
    },
    {
      type: 'stats',
      heading: 'Why ESG advisory is a growth market',
      items: [
        {
          value: '92%',
          title: 'Supplier ESG disclosure',
          icon: 'building',
          description:
            'of major buyers required ESG disclosure from their suppliers in 2024, so mid-sized clients are being asked for data they have never collected before.',
        },
        {
          value: '$12bn+',
          title: 'Big Four investment',
          icon: 'coins',
          description:
            'invested by the Big Four in ESG roles, a sign of how quickly demand for ESG advice and assurance is growing across the profession.',
        },
        {
          value: '70%',
          title: 'Less time collecting data',
          icon: 'clock',
          description:
            'reduction in data collection time when client data flows through platform integrations instead of spreadsheets and e-mail requests.',
        },
      ],
    },
    {
      type: 'quote',
      tone: 'tint',
      quote:
        'Clients were asking us about supplier questionnaires and CSRD every week, and we had no structured way to help them. The programme gave us a method, a platform and people to call, and ESG is now a service line our partners actively sell.',
      name: 'Daniel Whitcombe',
      jobTitle: 'Managing Partner',
      organisation: 'A regional accounting and advisory firm',
    },
    {
      type: 'cards',
      id: 'integrations',
      heading: "Integrations that bring your clients' data together",
      columns: 2,
      cards: [
        {
          title: 'Operational data',
          icon: 'server',
          description:
            'Finance ledgers, purchasing, payroll, fleet and facilities systems supply the activity data behind emissions, workforce and supply-chain metrics, collected automatically rather than by questionnaire.',
        },
        {
          title: 'ESG and climate data',
          icon: 'cloud',
          description:
            'Emission factors, supplier sustainability responses, energy and water readings and climate hazard data sit alongside operational records, each tagged with its source and reporting period.',
        },
      ],
    },
    {
      type: 'logos',
      tone: 'tint',
      heading: 'Connects with the systems your clients already run',
      names: [
        'ERP',
        'Accounting ledgers',
        'Energy meters',
        'IoT sensors',
        'HRIS',
        'Payroll',
        'Procurement',
        'Travel & expenses',
        'Fleet telematics',
        'Building management',
      ],
    },
    {
      type: 'cards',
      id: 'network',
      heading: 'Our partner network',
      columns: 3,
      cards: [
        {
          title: 'Accounting and audit firms',
          icon: 'calculator',
          description:
            'Firms adding ESG readiness, reporting support and assurance to their existing audit, tax and advisory relationships.',
        },
        {
          title: 'Management and sustainability consultancies',
          icon: 'briefcase',
          description:
            'Advisers who lead strategy, transformation and decarbonisation work and want a platform and proven methods to deliver it at scale.',
        },
        {
          title: 'Technology and data partners',
          icon: 'network',
          description:
            'Systems integrators and data specialists who connect client ERP, HR and energy systems to the platform and keep the data flowing.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Start the partnership conversation',
      text: `Tell us about your firm, your clients and the services you want to build. Write to us at ${site.email}, or book a meeting with the partnerships team on the contact page.`,
      actions: [
        { label: "Let's Meet", href: '/contact', variant: 'primary' },
        { label: 'Schedule A Consultation', href: '/contact#contact-form', variant: 'secondary' },
        { label: 'Learn More', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
