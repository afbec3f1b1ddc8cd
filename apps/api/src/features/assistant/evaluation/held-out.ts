import type { GoldQuestion } from './types.ts';

// Held out: written before the assistant was tuned, and never used to tune it (no phrasing,
// synonym or threshold may be added because one of these misses). They tell whether the
// assistant answers questions it was not shaped around.
export const heldOutQuestions: GoldQuestion[] = [
  {
    question: 'A supplier offered me free concert tickets while I audit their contract',
    expected: ['2.1'],
  },
  {
    question: 'I worked in the payroll team until last spring; can I lead the payroll audit?',
    expected: ['2.2'],
  },
  {
    question: 'What should I do if my objectivity was impaired during an engagement?',
    expected: ['2.3'],
  },
  {
    question:
      'The sales director pressures me to rate the audit as satisfactory even though controls failed',
    expected: ['1.1'],
  },
  {
    question: 'Nobody on the team understands machine learning models but we must audit one',
    expected: ['3.1', '10.3'],
  },
  { question: 'How do auditors keep their knowledge up to date?', expected: ['3.2'] },
  { question: 'Should I question evidence that looks too perfect?', expected: ['4.3'] },
  {
    question: 'Can I tell my friends about the redundancies I read about during an audit?',
    expected: ['5.1', '5.2'],
  },
  {
    question:
      'Where are the authority and responsibilities of internal audit agreed with the board?',
    expected: ['6.1', '6.2'],
  },
  {
    question: 'Our head of audit reports only to the finance director; is that independent enough?',
    expected: ['7.1'],
  },
  { question: 'What does the board have to do to support internal audit?', expected: ['6.3'] },
  {
    question: 'How often must an independent assessor review our audit function?',
    expected: ['8.4'],
  },
  {
    question: 'How do we check the quality of our own audits internally?',
    expected: ['12.1', '8.3'],
  },
  { question: 'What measures show whether internal audit is performing well?', expected: ['12.2'] },
  { question: 'How do we supervise the work of junior auditors on a job?', expected: ['12.3'] },
  { question: 'How should the annual audit plan be built?', expected: ['9.4'] },
  { question: 'Can we rely on work done by the second line compliance team?', expected: ['9.5'] },
  { question: 'We need data analytics software for the audit team', expected: ['10.3'] },
  { question: 'How do I manage the audit department budget?', expected: ['10.1'] },
  { question: 'We issued a report with an incorrect figure; what now?', expected: ['11.4'] },
  {
    question:
      'Management decided to live with a risk that exceeds the risk appetite; what do we do?',
    expected: ['11.5'],
  },
  {
    question: 'What should the planning memo say about what the audit will and will not cover?',
    expected: ['13.3'],
  },
  { question: 'What goes into an audit programme of tests?', expected: ['13.6'] },
  { question: 'How much evidence do I need to collect to support a finding?', expected: ['14.1'] },
  { question: 'How do I decide how serious a finding is?', expected: ['14.3'] },
  { question: 'Who should agree the actions to fix the issues we found?', expected: ['14.4'] },
  { question: 'How long must we keep our engagement records?', expected: ['14.6'] },
  { question: 'What must the final audit report include?', expected: ['15.1'] },
  { question: 'How do we check that management actually fixed the problems?', expected: ['15.2'] },
  {
    question: 'Does a small public-sector audit team have to follow these Standards?',
    expected: ['fundamentals:who-must-conform', '4.1'],
  },
];
