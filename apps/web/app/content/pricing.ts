/**
 * Copy of /pricing below its heading (the heading's copy ships with the first load, so it sits in
 * features/pricing/pricing-hero.tsx). Plan names, audiences and the 15 feature rows come from
 * packages/domain/src/pricing/plans.ts; no prices are shown.
 */
import type { PlanId } from '@verdantia/domain/pricing/plans';

export interface PlanCardCopy {
  summary: string;
  highlights: string[];
  cta: string;
}

export const planCards: Record<PlanId, PlanCardCopy> = {
  'esg-activator': {
    summary:
      'Find out where you stand and follow an AI roadmap aligned with CSRD and ISSB, so your programme starts on solid ground.',
    highlights: [
      'AI-powered ESG insight and maturity assessment',
      'AI roadmap aligned with CSRD and ISSB',
      'ISSB readiness (S1, S2)',
      'Up to 5 users',
      '2 academy training credits',
    ],
    cta: 'Get a quote',
  },
  'net-zero-strategist': {
    summary:
      'Measure emissions across your value chain and follow a science-based pathway to net zero, with analytics that show what works.',
    highlights: [
      'Everything in ESG Activator',
      'GHG emissions measurement (scopes 1, 2, 3)',
      'Science-based decarbonisation pathway',
      'Supply chain model and API integration',
      '10 academy training credits',
      'Quarterly reviews and success support',
    ],
    cta: 'Get a quote',
  },
  'sustainability-leader': {
    summary:
      'The complete platform for organisations that want comprehensive ESG excellence, from predictive analytics to double materiality.',
    highlights: [
      'Everything in Net Zero Strategist',
      'Advanced predictive analytics',
      'ESG due diligence and CSRD readiness',
      'Double materiality assessment',
      'Unlimited users',
    ],
    cta: 'Get a quote',
  },
};

export const pricingNote = 'Tailored to your organisation';

export const comparisonIntro = {
  eyebrow: 'Compare plans',
  title: 'Every feature, side by side',
  lead: 'All three plans start with AI-powered insight and a roadmap aligned with CSRD and ISSB. Move up for carbon management, predictive analytics and full CSRD readiness.',
  caption:
    'Features included in the ESG Activator, Net Zero Strategist and Sustainability Leader plans',
};

export const benefitCards = [
  {
    icon: 'support',
    title: 'Experts beside the software',
    text: 'Onboarding with ESG practitioners who know your frameworks, and academy credits so your own team builds the skills to run its programme with confidence.',
  },
  {
    icon: 'guarantee',
    title: 'A 100% money back guarantee',
    text: 'We agree clear goals with you at onboarding. If the platform does not deliver them, our 100% money back guarantee means you get your money back.',
  },
] as const;

export const innovation = {
  eyebrow: 'Continuous innovation and partnership',
  title: 'A platform that keeps pace, and a team that stays with you',
  text: 'Regulation, science and expectations move quickly, and so do we. New frameworks, emission factors and AI features reach the platform as they are released, and every plan comes with people who treat your goals as their own. We see every customer as a long-term partner on the road to net zero, not a licence number.',
  points: [
    'Updates for new standards and regulation as they arrive',
    'A roadmap shaped by customer feedback',
    'One team for software, advisory, assurance and training',
  ],
};
