// What the assistant does not hold, said plainly instead of stretched to fit.

/**
 * The site's other subjects (emissions, pricing, demos...). A question about them that says
 * nothing about auditing is out of scope, however well a word like "scope" or "tool" matches.
 */
export const OFF_TOPIC =
  /\b(emissions?|carbon|scope [123]|net zero|decarboni[sz]\w*|ghg|csrd|issb|esg|price|pricing|subscription|demo|medals?|password|log ?in|sign ?up)\b/i;
export const ON_TOPIC =
  /\b(audit\w*|assurance|standards?|principles?|board|charter|engagement|cae|qaip|eqa|iia|objectiv\w*|independen\w*)\b/i;

/**
 * Other frameworks and standards the knowledge base does not hold. Asked about, they get a clear
 * "not covered" rather than the nearest internal audit standard dressed up as an answer.
 */
const FRAMEWORKS: Array<[RegExp, string]> = [
  [/\bcoso\b/i, 'COSO'],
  [/\biso\s*\/?\s*(iec\s*)?\d{4,5}\b/i, 'ISO standards'],
  [/\bsox\b|\bsarbanes[- ]oxley\b/i, 'the Sarbanes-Oxley Act'],
  [/\bcobit\b/i, 'COBIT'],
  [/\bnist\b/i, 'NIST frameworks'],
  [/\bitil\b/i, 'ITIL'],
  [/\bpcaob\b/i, 'PCAOB standards'],
  [
    /\bisas?\b|\binternational standards? on auditing\b/i,
    'the International Standards on Auditing',
  ],
  [/\bifrs\b|\bgaap\b|\bias \d+\b/i, 'accounting standards'],
  [/\bbasel\b|\bsolvency ii\b/i, 'banking and insurance regulation'],
  [/\bpci[- ]dss\b/i, 'PCI DSS'],
  [/\bsoc ?[12]\b/i, 'SOC reports'],
  [/\bcis controls?\b/i, 'CIS Controls'],
];

/** The other framework a question is about, if any. */
export function namedFramework(query: string): string | undefined {
  return FRAMEWORKS.find(([pattern]) => pattern.test(query))?.[1];
}

/**
 * Questions after a fact about one organisation, person, date or figure: the Standards hold no
 * such facts, however many audit words the question uses ("Who is the chief audit executive of
 * a named bank?").
 */
const UNKNOWABLE: RegExp[] = [
  /\b(salar(y|ies)|share price|stock price|phone number|e-?mail address|postal address)\b/i,
  /\b(today|tonight|tomorrow|yesterday|yesterday[’']s|next (week|month)|last night)\b/i,
  /\bin (19|20)\d\d\b|\b20[3-9]\d\b/,
  /\bwhich (company|companies|firms?|organi[sz]ations?|country|countries|bank|banks)\b/i,
  /\bwho (will|won)\b/i,
  /\bwhen is (my|our|the) next\b/i,
  /\bhow many\b.*\b(employ|employs|passed|work at|work for)\b/i,
  /\bwhat (was|were) the\b.*\b(rating|score|result)s?\b/i,
];
/** A capitalised name after "of", "at" or "does": a particular organisation or place. */
const NAMED = /\b(?:of|at|does|did|for) ([A-Z][a-z]+)\b/g;
const OWN_WORDS = new Set(
  'The Standards Standard Principle Principles Domain Board Internal Global IIA Audit Chief'.split(
    ' ',
  ),
);

/** True when the question asks for a fact the Standards cannot hold. */
export function asksUnknowable(query: string): boolean {
  if (UNKNOWABLE.some((pattern) => pattern.test(query))) return true;
  return [...query.matchAll(NAMED)].some((match) => !OWN_WORDS.has(match[1]!));
}
