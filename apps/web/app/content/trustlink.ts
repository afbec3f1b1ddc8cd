import { RUNTIME_FACTS } from '@verdantia/domain/site/runtime-facts';
import { runtimeFact } from '~/lib/runtime-facts';

/** Copy of the two TrustLink landing pages: one template, two typed content records. */

export interface TrustLinkNotice {
  icon: 'siren' | 'shield' | 'calendar' | 'key' | 'archive';
  title: string;
  /** May hold runtime-fact placeholders (a deployment setting), filled in where it renders. */
  text: string;
}

export interface TrustLinkLanding {
  hero: { eyebrow: string; title: string; titleAccent: string; lead: string };
  notices: { title: string; lead: string; items: TrustLinkNotice[] };
  nextSteps: { title: string; lead: string; items: string[] };
  process: { title: string; lead: string; steps: { title: string; text: string }[] };
  about: { title: string; paragraphs: string[]; commitments: string[] };
  channels: { title: string; lead: string; phoneText: string; onlineText: string };
}

/** How long a closed case is kept before it and its evidence are deleted. */
export const retentionSentence = (days: number | string) =>
  `We keep a closed case, with its evidence, for ${days} days after it is closed; then it is deleted for good.`;
/** The same, with the server's TRUSTLINK_RETENTION_DAYS (filled in when the page is served). */
export const retentionText = () => retentionSentence(runtimeFact('trustlinkRetentionDays'));

const notices: TrustLinkLanding['notices'] = {
  title: 'Before you start',
  lead: 'What every reporter should know, stated plainly.',
  items: [
    {
      icon: 'siren',
      title: 'Not an emergency service',
      text: 'TrustLink is not monitored around the clock. If someone is in immediate danger, call the emergency services on 999 or 112.',
    },
    {
      icon: 'shield',
      title: 'Retaliation is prohibited',
      text: 'Nobody may be dismissed, demoted, threatened or treated unfairly for raising a concern in good faith. Retaliation is itself a reportable breach.',
    },
    {
      icon: 'calendar',
      title: 'Come back within 10 business days',
      text: 'Log in with your interaction ID and PIN within 10 business days of submitting: we may have questions only you can answer.',
    },
    {
      icon: 'key',
      title: 'We cannot recover a lost ID or PIN',
      text: 'Your PIN is stored only as a one-way hash and your ID is never linked to you. If you lose either, we cannot reset or retrieve it: you would need to submit a new interaction.',
    },
    {
      icon: 'archive',
      title: 'How long we keep your report',
      text: retentionSentence(RUNTIME_FACTS.trustlinkRetentionDays.placeholder),
    },
  ],
};

const nextSteps: TrustLinkLanding['nextSteps'] = {
  title: 'What happens next',
  lead: 'Once you submit, your interaction goes straight to a trained case handler, never to the people it concerns.',
  items: [
    'You receive a 16-digit interaction ID on screen. Save it with the PIN you chose, or download the receipt.',
    'A case handler acknowledges your interaction within 7 days of receipt.',
    'They may ask you questions through TrustLink: log in with your ID and PIN to read and answer them.',
    'You are told the outcome within 3 months of the acknowledgement, and you can follow the status at any time.',
  ],
};

const process: TrustLinkLanding['process'] = {
  title: 'Four steps, from concern to outcome',
  lead: 'The same process applies whether you give your name or stay anonymous.',
  steps: [
    {
      title: 'Submit',
      text: 'Describe what happened, where and who was involved, and attach one file as evidence if you have it.',
    },
    {
      title: 'Save your ID and PIN',
      text: 'Your interaction ID and the PIN you chose are the only keys to your case. Keep them somewhere safe.',
    },
    {
      title: 'Follow up',
      text: 'Log in within 10 business days to see the status, answer questions and add information.',
    },
    {
      title: 'Outcome',
      text: 'The case handler investigates, keeps you informed and closes the case with a reason you can read.',
    },
  ],
};

const about: TrustLinkLanding['about'] = {
  title: 'About TrustLink and our commitment',
  paragraphs: [
    'TrustLink is a confidential channel for employees, suppliers, contractors, customers and anyone else with a concern about environmental, social or governance conduct. It handles whistleblowing reports and everyday stakeholder feedback alike.',
    'Every interaction is encrypted with its own key the moment it arrives. Only case handlers can open it, and every action they take on it is recorded in an audit trail.',
  ],
  commitments: [
    'You may stay anonymous: names and e-mail are optional.',
    'We never record your IP address or browser details.',
    'Your report, its evidence and every message are encrypted at rest.',
    'Deadlines follow the EU Whistleblower Directive: acknowledgement in 7 days, feedback in 3 months.',
  ],
};

export const trustLinkPages: Record<'/trust-link-1' | '/trust-link-2', TrustLinkLanding> = {
  '/trust-link-1': {
    hero: {
      eyebrow: 'TrustLink',
      title: 'Welcome to TrustLink:',
      titleAccent: 'speak up safely',
      lead: 'Raise a concern, report misconduct or share feedback with us in confidence. You choose a PIN, we give you an interaction ID, and together they let you follow your case without ever revealing who you are.',
    },
    notices,
    nextSteps,
    process,
    about,
    channels: {
      title: 'Two ways to reach TrustLink',
      lead: 'Call the TrustLink line during business hours, or use the online channel at any time.',
      phoneText: 'Speak to a trained case handler, Monday to Friday, 9:00 to 17:00 UK time.',
      onlineText: 'Submit and follow up online, day or night, from any device.',
    },
  },
  '/trust-link-2': {
    hero: {
      eyebrow: 'TrustLink online',
      title: 'Welcome to TrustLink online:',
      titleAccent: 'report in confidence',
      lead: 'The online channel of TrustLink is open day and night. Submit a new interaction in a few minutes, or follow up on one you have already made with your interaction ID and PIN.',
    },
    notices,
    nextSteps,
    process,
    about,
    channels: {
      title: 'Prefer to talk?',
      lead: 'The online channel and the TrustLink line lead to the same case handlers and the same protections.',
      phoneText: 'Speak to a trained case handler, Monday to Friday, 9:00 to 17:00 UK time.',
      onlineText: 'You are on the online channel: bookmark this page to come back.',
    },
  },
};

/** How a reporter protects themselves: shown on both landings and beside the form. */
export const safetyGuidance = {
  title: 'Staying safe when you report',
  lead: 'TrustLink protects what you send. These steps protect you before it arrives.',
  items: [
    {
      title: 'Use your own device and network',
      text: 'Report from a personal phone or computer on your home or mobile connection, not a work laptop, work phone or office Wi-Fi: an employer can often see what its devices and networks carry.',
    },
    {
      title: 'Keep your receipt away from work',
      text: 'Save your interaction ID and PIN somewhere only you can reach. Do not keep the receipt on a work computer, a shared drive or a work e-mail account.',
    },
    {
      title: 'Staying anonymous',
      text: 'Leave your name and contact details blank, and think about whether a detail only you could know would point to you. Photos and documents can carry hidden details, such as where a photo was taken or who wrote a file, besides what they show.',
    },
    {
      title: 'What TrustLink does not keep',
      text: 'We do not record your IP address or browser details, and the reporting pages set no tracking cookies. Your report and files are encrypted as soon as they arrive.',
    },
  ],
} as const;
