import type { StandardEntry } from './types.ts';

// Domain II: Ethics and Professionalism (principles 1 to 5), paraphrased.
export const ethicsStandards: StandardEntry[] = [
  {
    number: '1.1',
    title: 'Honesty and Professional Courage',
    requires:
      'Internal auditors must be truthful and forthright in their work, and have the courage to say what the evidence shows, even when the news is unwelcome or there is pressure to soften or drop it. The chief audit executive should foster a culture where raising difficult matters is expected.',
    practice:
      'Teams discuss real dilemmas in training, escalate pressure to change findings to the chief audit executive and, if needed, the board, and report bad news accurately rather than omitting it.',
    evidence:
      'Reports that state unfavourable results plainly, records of escalated disagreements, ethics training records and feedback from stakeholders on the team’s candour.',
    phrasings: [
      'pressure to change a finding',
      'tell the truth',
      'unwelcome news',
      'manager wants me to remove a finding',
      'speak up',
      'water down the report',
      'courage',
      'honest',
      'soften the report',
      'delete an issue from the report',
      'bad news',
    ],
  },
  {
    number: '1.2',
    title: "Organization's Ethical Expectations",
    requires:
      'Internal auditors must understand, respect, meet and help promote the organisation’s ethics-related expectations, such as its values, code of conduct and policies, and recognise behaviour that falls short of them.',
    practice:
      'Auditors sign the organisation’s code of conduct and the function’s own ethics commitments each year, and the audit plan may include reviews of ethics and culture.',
    evidence:
      'Signed annual declarations, ethics and culture engagements in the plan, and records of training on the code of conduct.',
    phrasings: [
      'code of conduct',
      'company values',
      'culture audit',
      'ethical culture',
      'organisation ethics policy',
      'tone at the top',
    ],
  },
  {
    number: '1.3',
    title: 'Legal and Ethical Behavior',
    requires:
      'Internal auditors must not take part in or be a party to illegal activity or conduct that discredits the organisation or the profession, and must report such conduct in line with law and policy.',
    practice:
      'Auditors know the laws that apply to their work, consult legal counsel when an engagement touches possible fraud or illegal acts, and follow whistleblowing and reporting rules.',
    evidence:
      'Legal consultations documented in engagement files, compliance training records and the absence of sanctions or disciplinary findings against the team.',
    phrasings: [
      'illegal',
      'break the law',
      'fraud discovered',
      'laws and regulations',
      'discredit the profession',
      'unlawful',
      'bribery',
      'taking bribes',
      'colleague committing fraud',
      'whistleblowing',
    ],
  },
  {
    number: '2.1',
    title: 'Individual Objectivity',
    requires:
      'Internal auditors must keep a professional, impartial and unbiased mindset in every engagement, forming judgements on the evidence alone and not letting others’ views or their own interests sway them.',
    practice:
      'Auditors consider their own biases, avoid relationships and gifts that could influence them, and base conclusions on evidence reviewed by a supervisor.',
    evidence:
      'Annual and engagement-level objectivity declarations, supervisory review records and policies on gifts and hospitality.',
    phrasings: [
      'I like the people I audit',
      'friendly with the auditee',
      'biased',
      'unbiased mindset',
      'impartial',
      'friend in the department',
      'gift from the auditee',
      'personal relationship',
      'keep an open mind',
      'not influenced',
      'hospitality',
    ],
  },
  {
    number: '2.2',
    title: 'Safeguarding Objectivity',
    requires:
      'Internal auditors must recognise and avoid or reduce threats to their objectivity, such as self-review, familiarity, conflicts of interest and undue influence. In particular they should not give assurance on an activity for which they were responsible, or in which they worked, within the previous twelve months.',
    practice:
      'The chief audit executive keeps a policy on conflicts, rotates staff, assigns someone else when an auditor recently worked in or advised on the area, and asks staff to declare potential conflicts before each engagement.',
    evidence:
      'Conflict-of-interest declarations, staffing decisions that show reassignment, rotation records and the function’s objectivity policy.',
    phrasings: [
      'audit the process I ran last year',
      'audit my own work',
      'my manager wants me to audit the process I ran last year',
      'previously worked in that department',
      'transferred from the department',
      'self-review',
      'conflict of interest',
      'cooling-off period',
      'twelve months',
      'designed the control and now audit it',
      'review my own process',
      'rotate auditors',
    ],
  },
  {
    number: '2.3',
    title: 'Disclosing Impairments to Objectivity',
    requires:
      'When objectivity is impaired, in fact or in appearance, the details must be disclosed to the appropriate parties; if an impairment is found after results are communicated, the chief audit executive must tell management and the board what happened and how it affects the results.',
    practice:
      'Auditors report an impairment to the chief audit executive at once; the chief audit executive decides how to handle it and informs the board when it matters, and engagement reports may carry a disclosure.',
    evidence:
      'Records of disclosed impairments, board minutes where impairments were reported and reissued communications where needed.',
    phrasings: [
      'found a conflict after the report was issued',
      'disclose an impairment',
      'who do I tell about a conflict',
      'impairment found later',
      'report a conflict of interest',
      'objectivity was compromised',
      'tell the board about a conflict',
    ],
  },
  {
    number: '3.1',
    title: 'Competency',
    requires:
      'Internal auditors must have or obtain the competencies (knowledge, skills and abilities) needed for their roles and responsibilities, and take on only work they can complete competently. The chief audit executive makes sure the function as a whole has the competencies it needs, bringing in outside help where necessary.',
    practice:
      'The function keeps a skills matrix, compares it with the audit plan, trains, hires or co-sources to close gaps, and encourages professional certifications.',
    evidence:
      'Skills assessments and gap analyses, certifications held, job descriptions and records of using external experts.',
    phrasings: [
      'prove to an assessor that the team is qualified',
      'skills matrix',
      'qualifications needed',
      'not enough expertise',
      'cannot audit IT without specialists',
      'expert knowledge',
      'certification',
      'CIA qualification',
      'capable',
      'competence',
    ],
  },
  {
    number: '3.2',
    title: 'Continuing Professional Development',
    requires:
      'Internal auditors must keep developing their competencies through continuing professional education, to stay current with the profession, the Standards and the organisation’s risks.',
    practice:
      'Each auditor has a development plan, the function sets minimum training hours, and certified auditors keep the education their certification asks for.',
    evidence:
      'Training logs and hours, individual development plans and certificates of completed courses.',
    phrasings: [
      'training hours',
      'CPE',
      'continuing education',
      'keep my skills up to date',
      'learning plan',
      'how many hours of training',
      'CPD',
    ],
  },
  {
    number: '4.1',
    title: 'Conformance with the Global Internal Audit Standards',
    requires:
      'Internal auditors must plan and perform services in line with the Standards. The function may state that it conforms only when the quality programme supports that statement; where laws or other constraints prevent conformance, the chief audit executive must disclose the nonconformance and its effect to the board and senior management.',
    practice:
      'Reports carry the statement "conducted in conformance with the Global Internal Audit Standards" only when quality assessments back it, and any nonconformance is reported with its cause and consequence.',
    evidence:
      'Conformance statements supported by assessment results, and board records disclosing any nonconformance.',
    phrasings: [
      'write in our reports that we follow the IIA standards',
      'say in our reports that we conform with the Standards',
      'say we conform',
      'conformance statement',
      'cannot follow the standards because of local law',
      'nonconformance',
      'are we compliant with the standards',
      'claim conformance',
    ],
  },
  {
    number: '4.2',
    title: 'Due Professional Care',
    requires:
      'Internal auditors must apply the care and skill of a reasonably prudent and competent professional, considering the engagement’s objectives, the complexity and materiality of what is examined, the adequacy of governance, risk and control, the likelihood of significant errors, fraud or noncompliance, and the cost of assurance against its benefit.',
    practice:
      'Work is planned around the significant risks, fraud risk is considered, supervisors review the work and the depth of testing is matched to materiality.',
    evidence:
      'Work programmes that address significant risks, supervisory review notes and documented consideration of fraud and materiality.',
    phrasings: [
      'careful work',
      'diligence',
      'reasonable care',
      'prudent auditor',
      'not guaranteeing there is no fraud',
      'materiality',
      'mistakes in the audit',
      'negligence',
    ],
  },
  {
    number: '4.3',
    title: 'Professional Skepticism',
    requires:
      'Internal auditors must exercise professional scepticism: a questioning mind, critical assessment of information, alertness to evidence that may be false or incomplete, and not accepting explanations without enough support.',
    practice:
      'Auditors corroborate what they are told with documents or data, challenge assumptions and unusual explanations, and stay alert to fraud indicators.',
    evidence:
      'Working papers showing corroboration, challenged explanations and follow-up of anomalies.',
    phrasings: [
      'should I believe management',
      'take it at face value',
      'questioning mind',
      'sceptical',
      'verify what I am told',
      'trust but verify',
      'challenge explanations',
    ],
  },
  {
    number: '5.1',
    title: 'Use of Information',
    requires:
      'Internal auditors must follow the organisation’s policies and applicable law when using information, and must not use it for personal gain or in a way contrary to the law or harmful to the organisation.',
    practice:
      'Access to information is limited to engagement needs, and auditors are trained on insider information, personal data and acceptable use.',
    evidence: 'Confidentiality agreements, access logs and policies on information use.',
    phrasings: [
      'personal gain',
      'insider information',
      'use data for other purposes',
      'share findings with friends',
      'trade shares',
      'misuse information',
    ],
  },
  {
    number: '5.2',
    title: 'Protection of Information',
    requires:
      'Internal auditors must protect the information they gather, including personal and sensitive data, keeping it secure, disclosing it only with proper authority and retaining or disposing of it as policy requires.',
    practice:
      'The function has rules for classifying, storing, transmitting, retaining and disposing of engagement information, and approves any release to outside parties.',
    evidence:
      'Information-handling and retention policies, access controls on working papers and approvals of external releases.',
    phrasings: [
      'confidential data',
      'store working papers securely',
      'share report outside',
      'keep information secret',
      'data protection',
      'GDPR',
      'sensitive data',
      'who can see the report',
      'retention of audit files',
      'leak',
    ],
  },
];
