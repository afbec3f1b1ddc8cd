import type { GoldQuestion } from './types.ts';

// More tuning questions: the standards, principles and terms the first set touched least.
export const moreQuestions: GoldQuestion[] = [
  { question: 'What does Principle 11 cover?', expected: ['principle:11'] },
  { question: 'What is Domain IV about?', expected: ['domain:IV'] },
  { question: 'Explain standard 13.4', expected: ['13.4'] },
  {
    question: 'How should we coordinate with the risk management and compliance functions?',
    expected: ['9.5'],
  },
  { question: 'What should our audit methodology include?', expected: ['9.3'] },
  { question: 'How do we plan the people needed for a single engagement?', expected: ['13.5'] },
  {
    question: 'How do we agree the criteria to judge a process when no policy exists?',
    expected: ['13.4'],
  },
  {
    question: 'What analyses should auditors perform on the data they collect?',
    expected: ['14.2'],
  },
  { question: 'How do we write a good recommendation?', expected: ['14.4'] },
  { question: 'What is the overall conclusion of an engagement?', expected: ['14.5'] },
  { question: 'How should we build relationships with management?', expected: ['11.1'] },
  { question: 'What makes audit communication effective?', expected: ['11.2'] },
  {
    question: 'How should we report the results of our audits to the board each year?',
    expected: ['11.3'],
  },
  { question: 'What key performance indicators should internal audit use?', expected: ['12.2'] },
  { question: 'Who reviews the audit work before the report goes out?', expected: ['12.3'] },
  { question: 'What must we do if we cannot conform with the Standards?', expected: ['4.1'] },
  { question: 'What is professional skepticism?', expected: ['4.3'] },
  { question: 'How do we protect confidential audit files?', expected: ['5.2'] },
  { question: 'What does the internal audit mandate mean?', expected: ['6.1'] },
  {
    question: 'Who counts as senior management in the Standards?',
    expected: ['glossary:senior-management'],
  },
  { question: 'What is risk appetite?', expected: ['glossary:risk-appetite'] },
  {
    question: 'What is the difference between assurance and advisory services?',
    expected: ['glossary:assurance-advisory'],
  },
  { question: 'What is the purpose of internal auditing?', expected: ['fundamentals:purpose'] },
  { question: 'What are topical requirements?', expected: ['fundamentals:topical-requirements'] },
  {
    question: 'Must the chief audit executive hold a professional certification?',
    expected: ['7.2'],
  },
  { question: "How do we plan the audit function's technology?", expected: ['10.3'] },
];
