/**
 * Copy of the /award page below its hero (the hero's copy ships with the first load, so it sits in
 * features/award/award-hero.tsx). The facts (medals, ranges, badges, validity, steps and durations) come
 * from packages/domain/src/assessment/medals.ts, which the assessment also uses; this module adds the words
 * around them.
 */
import type { AwardStepId, BadgeId, MedalId } from '@verdantia/domain/assessment/medals';

/** The page's two calls to action, repeated after the process. */
export const awardActions = {
  primary: { label: 'Start your free assessment', href: '/start-green' },
  secondary: { label: 'Talk to us', href: '/contact' },
};

export const medalsIntro = {
  eyebrow: 'The medals',
  title: 'Four medals on one clear scale',
  lead: 'Each medal stands for a stage of maturity. The higher the score, the further your programme has moved from good intentions to embedded, measurable practice.',
};

export const medalCopy: Record<MedalId, string> = {
  'green-starter':
    'The foundations are in place: ESG ownership is assigned, the first policies are written and key data is being collected.',
  'eco-innovator':
    'Sustainability shapes everyday decisions, with targets, regular reporting and new ideas being tested across the business.',
  'sustainability-leader':
    'Strong governance, reliable data and a credible transition plan put you ahead of most peers and ready for CSRD and ISSB scrutiny.',
  'climate-champion':
    'ESG is built into strategy, risk and reward. Your organisation sets the pace for its sector and lifts its whole value chain.',
};

export const scaleCopy = {
  title: 'Where your score places you',
  beginning: { label: 'Beginning', range: '0–49', note: 'Committed Badge' },
};

export const badgesIntro = {
  eyebrow: 'Badges',
  title: 'Recognising commitment and momentum',
  lead: 'Badges sit alongside the medals. They reward organisations that have started the journey and those that are moving quickly.',
};

export const badgeCopy: Record<BadgeId, { tag: string; image: string }> = {
  committed: { tag: 'Beginning stage, below 50', image: '/images/award/badge-committed.svg' },
  'fast-mover': { tag: 'Combinable with any medal', image: '/images/award/badge-fast-mover.svg' },
};

export const validityCopy = {
  title: 'Valid for one year',
  text: 'A medal is valid for one year from the date it is issued. Each year you reassess, so your medal always reflects where your organisation stands today, and a higher score can lift you to the next level or earn the Fast Mover Badge.',
  timeline: ['Medal issued', 'Twelve months of recognition', 'Annual reassessment'],
};

export const processIntro = {
  eyebrow: 'How it works',
  title: 'From registration to medal in five steps',
  lead: 'A light process for you, a rigorous one for us: you answer the questions, our analysts check the evidence.',
};

export const processCopy: Record<AwardStepId, string> = {
  register:
    'Create a free account for your organisation and tell us about its size, sector and where it operates.',
  assessment:
    'Answer structured questions on governance, environment, social impact and data practice, with evidence where you have it.',
  verification:
    'Our analysts review your answers and supporting evidence, and may ask a few short follow-up questions.',
  scoring:
    'Verified answers are scored out of 100 and mapped to a maturity stage, with your strengths and gaps set out clearly.',
  assignment:
    'You receive your medal and any badges you have earned, ready to share with customers, investors and your teams.',
};

export const awardCta = {
  title: 'Find out which medal you are ready for',
  lead: 'The assessment is free and takes under 30 minutes. Prefer to talk it through first? Our team is happy to help.',
};
