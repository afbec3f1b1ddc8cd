// Copy of the early-access page (/coming-soon, outside the main layout). The route
// reads it in its build-time loader, so it reaches the browser in the HTML, not in JavaScript.
const comingSoonHero = {
  eyebrow: 'Coming soon',
  title: 'Our next ESG tools are almost ready',
  lead: 'We are putting the finishing touches to new tools that make ESG data easier to collect, check and act on. Register for early access and be among the first organisations to use them.',
  benefits: [
    'Access before the public launch',
    'Onboarding with an ESG specialist',
    'A direct say in what we build next',
  ],
};

const comingSoonForm = {
  title: 'Register for early access',
  lead: 'All fields are required. We will only use your details to contact you about early access.',
};

const upcomingTools = [
  {
    title: 'ESG diagnostic tool',
    text: 'A guided check of your ESG maturity that shows where you stand and what to tackle first.',
  },
  {
    title: 'Sustainability data tracker',
    text: 'One place to collect, evidence and follow your ESG metrics through the year, ready for assurance.',
  },
  {
    title: 'Data science lab',
    text: 'Models and analytics that turn raw sustainability data into forecasts your board can act on.',
  },
];

export const comingSoonPage = { hero: comingSoonHero, form: comingSoonForm, tools: upcomingTools };
export type ComingSoonContent = typeof comingSoonPage;
