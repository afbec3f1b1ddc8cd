import type { GoldQuestion } from './types.ts';

// The tuning set: questions as people ask them, mostly without the Standards' title words, each
// with the entries a correct answer may cite. Phrasings, synonyms and thresholds are tuned on
// these (never on held-out.ts).
export const tuningQuestions: GoldQuestion[] = [
  {
    question: 'My manager wants me to audit the process I ran last year. Is that OK?',
    expected: ['2.2'],
  },
  {
    question: 'I moved from procurement into audit six months ago, can I review procurement now?',
    expected: ['2.2'],
  },
  {
    question: 'The finance director keeps asking me to drop a finding from my report',
    expected: ['1.1', '7.1'],
  },
  {
    question: 'Can I accept a dinner invitation from the department I am auditing?',
    expected: ['2.1'],
  },
  {
    question: 'I realised after issuing the report that I had a conflict, what now?',
    expected: ['2.3'],
  },
  { question: 'Who should I tell if my impartiality is compromised?', expected: ['2.3', '2.1'] },
  {
    question: 'We are asked to look at cyber security but nobody on the team knows IT',
    expected: ['3.1', 'fundamentals:topical-requirements'],
  },
  { question: 'How many hours of learning do auditors need each year?', expected: ['3.2'] },
  {
    question: 'Local law stops us doing something the standards ask. What do we do?',
    expected: ['4.1', 'fundamentals:who-must-conform'],
  },
  { question: 'Can we write in our reports that we follow the IIA standards?', expected: ['4.1'] },
  { question: 'Does being careful mean I must find every fraud?', expected: ['4.2'] },
  { question: 'Should I just believe what the process owner tells me?', expected: ['4.3'] },
  { question: 'Can I use what I learned in an audit to buy shares?', expected: ['5.1'] },
  {
    question: 'How should we store audit evidence that has personal data in it?',
    expected: ['5.2'],
  },
  {
    question: 'A regulator asked for a copy of our audit report, can we send it?',
    expected: ['5.2'],
  },
  { question: 'Our staff must sign the company code of conduct every year?', expected: ['1.2'] },
  { question: 'I found out a colleague is taking bribes', expected: ['1.3'] },
  { question: 'Who decides what internal audit is allowed to do?', expected: ['6.1'] },
  { question: 'What should our founding document for the audit team contain?', expected: ['6.2'] },
  { question: 'Who approves the charter and how often do we review it?', expected: ['6.2'] },
  { question: 'Management refuses to give us access to the HR files', expected: ['6.3'] },
  { question: 'Should the head of audit report to the CFO?', expected: ['7.1'] },
  {
    question: 'Our CEO sets the audit budget and approves the plan, is that a problem?',
    expected: ['7.1', '10.1'],
  },
  {
    question: 'The head of internal audit also runs compliance, is that allowed?',
    expected: ['7.1'],
  },
  { question: 'What experience should the person leading internal audit have?', expected: ['7.2'] },
  { question: 'Who hires and fires the CAE?', expected: ['7.2', '7.1'] },
  { question: 'How often should I meet the audit committee privately?', expected: ['8.1'] },
  { question: 'We have three auditors for a plan that needs ten', expected: ['8.2', '10.2'] },
  { question: 'What is a QAIP?', expected: ['8.3', 'glossary:qaip'] },
  { question: 'How often do we need an outside review of internal audit?', expected: ['8.4'] },
  { question: 'Who can do our EQA?', expected: ['8.4', 'glossary:eqa'] },
  {
    question: 'How do I learn how the company manages its risks before planning?',
    expected: ['9.1'],
  },
  { question: 'Where should our audit function be in three years?', expected: ['9.2'] },
  { question: 'Do we need a written audit manual?', expected: ['9.3'] },
  { question: 'How do we decide which areas to audit next year?', expected: ['9.4'] },
  { question: 'Can we change the annual plan halfway through the year?', expected: ['9.4'] },
  {
    question: 'Can we use the compliance team’s testing instead of redoing it?',
    expected: ['9.5'],
  },
  { question: 'How should we work with the external auditors?', expected: ['9.5'] },
  { question: 'Who approves how much money the audit team can spend?', expected: ['10.1'] },
  { question: 'We struggle to keep good auditors, they leave after a year', expected: ['10.2'] },
  { question: 'Should we buy data analytics software for the team?', expected: ['10.3'] },
  { question: 'Auditees see us as the police, how do we build trust?', expected: ['11.1'] },
  { question: 'What makes an audit report well written?', expected: ['11.2', '15.1'] },
  { question: 'Do I have to give the board an overall opinion every year?', expected: ['11.3'] },
  { question: 'We sent the final report with a wrong figure in it', expected: ['11.4'] },
  { question: 'Management says they will live with the risk and not fix it', expected: ['11.5'] },
  {
    question: 'How do we check ourselves against the standards between outside reviews?',
    expected: ['12.1'],
  },
  { question: 'What KPIs should an audit department track?', expected: ['12.2'] },
  { question: 'How much should a manager review a junior auditor’s work?', expected: ['12.3'] },
  { question: 'What should go in the letter announcing an audit?', expected: ['13.1'] },
  {
    question: 'How do I figure out what could go wrong in the process before testing?',
    expected: ['13.2'],
  },
  { question: 'How do I decide what is in and out of the review?', expected: ['13.3'] },
  {
    question: 'There is no policy to test against, what do I compare the process with?',
    expected: ['13.4'],
  },
  { question: 'How many days and people should one audit take?', expected: ['13.5'] },
  { question: 'Does my test plan need to be approved before fieldwork?', expected: ['13.6'] },
  { question: 'How much evidence is enough and how do I pick a sample?', expected: ['14.1'] },
  { question: 'How do I find the root cause of an exception?', expected: ['14.2'] },
  { question: 'How do we decide whether an issue is high, medium or low?', expected: ['14.3'] },
  { question: 'Who should own fixing the problems we find and by when?', expected: ['14.4'] },
  { question: 'Should each audit end with an overall rating?', expected: ['14.5'] },
  { question: 'Could another auditor redo my work from my files?', expected: ['14.6'] },
  {
    question: 'What goes into the report at the end of an audit and who gets it?',
    expected: ['15.1'],
  },
  {
    question: 'How do we check that management actually fixed what they promised?',
    expected: ['15.2'],
  },
  { question: 'Open actions are months overdue, what should we do?', expected: ['15.2'] },
  { question: 'Why does internal audit exist?', expected: ['fundamentals:purpose'] },
  {
    question: 'When do the new standards come into force?',
    expected: ['fundamentals:publication'],
  },
  {
    question: 'Do the standards apply to a small charity with one auditor?',
    expected: ['fundamentals:who-must-conform'],
  },
  {
    question: 'How many standards and principles are there?',
    expected: ['fundamentals:structure'],
  },
  {
    question: 'What is the difference between assurance and consulting?',
    expected: ['glossary:assurance-advisory'],
  },
  { question: 'What does risk appetite mean?', expected: ['glossary:risk-appetite', '11.5'] },
  {
    question: 'What is the difference between independence and objectivity?',
    expected: ['glossary:independence', 'glossary:objectivity', '7.1', '2.1'],
  },
  { question: 'What does standard 9.4 require?', expected: ['9.4'] },
  { question: 'Explain principle 12', expected: ['principle:12', '12.1', '12.2', '12.3'] },
  { question: 'Is the audit committee the same as the board?', expected: ['glossary:board'] },
  { question: 'My boss told me to tone down the findings about his department', expected: ['1.1'] },
  {
    question: 'I designed the new controls as an adviser; can I now give assurance on them?',
    expected: ['2.2'],
  },
  { question: 'Should I be sceptical of the numbers management gives me?', expected: ['4.3'] },
  { question: 'Is there a rule on outsourcing part of the audit work?', expected: ['10.2', '3.1'] },
  { question: 'What should I say at the closing meeting with the auditee?', expected: ['13.1'] },
  { question: 'How long should we keep audit files?', expected: ['14.6', '5.2'] },
  // Written after tuning on the questions above. Their first, untuned run cited an expected
  // entry for 12 of these 20; the misses then led to generic synonyms (relatives, lies, themes,
  // timeliness...), not to phrasings copied from the questions.
  {
    question: 'Is it OK for an auditor to review the team their spouse manages?',
    expected: ['2.1', '2.2'],
  },
  {
    question: 'Our chief executive wants to see audit reports before the board does and edit them',
    expected: ['7.1', '1.1'],
  },
  {
    question: 'What should we do when an auditee lies to us during an interview?',
    expected: ['4.3', '1.3'],
  },
  { question: 'How do I prove to an assessor that our team is qualified?', expected: ['3.1'] },
  {
    question: 'Can the audit committee chair sit in on our fieldwork?',
    expected: ['8.1', 'glossary:board'],
  },
  {
    question: 'Which tasks must the board do for internal audit?',
    expected: ['6.3', '8.1', '8.2', '6.2', 'domain:III'],
  },
  { question: 'Who decides whether we need more auditors next year?', expected: ['8.2', '10.2'] },
  {
    question: 'How do I make a risk assessment for the whole organisation to build our plan?',
    expected: ['9.4'],
  },
  { question: 'Is a self-assessment with independent validation enough?', expected: ['8.4'] },
  { question: 'How soon after fieldwork should the report go out?', expected: ['11.2', '15.1'] },
  { question: 'What evidence shows we followed up on past audit issues?', expected: ['15.2'] },
  {
    question: 'Can we share our audit findings with the external auditor?',
    expected: ['9.5', '5.2'],
  },
  {
    question: 'How do we rate how well a department controls its risks overall?',
    expected: ['14.5', '14.3'],
  },
  { question: 'Do auditors need to know about fraud?', expected: ['4.2', '13.2'] },
  {
    question: 'We found the same problem in five audits this year; should the board hear about it?',
    expected: ['11.3'],
  },
  {
    question: 'Must internal audit give advice when asked to help design a new system?',
    expected: ['glossary:assurance-advisory'],
  },
  {
    question: 'What are the five domains?',
    expected: ['fundamentals:structure', 'domain:I', 'domain:II'],
  },
  { question: 'Do we need to document why we skipped a test?', expected: ['14.6', '13.6'] },
  {
    question: 'Should we tell the auditee what we found before the final report?',
    expected: ['13.1', '15.1'],
  },
  {
    question: 'How do I keep my judgement independent when I like the people I audit?',
    expected: ['2.1', '2.2'],
  },
];
