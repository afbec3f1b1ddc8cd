// How questions and the knowledge base are turned into search terms: British and American
// spellings folded together, a small suffix stemmer (no package: the vocabulary is narrow and
// a Porter-like set of rules is enough), stop words dropped, and the acronyms and everyday words
// people use mapped to the Standards' own vocabulary.

const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been before being below ' +
    'between both but by can could did do does doing done during each few for from further get ' +
    'got had has have having he her here hers him his how i if in into is it its itself just ' +
    'me might more most must my myself no nor not now of off on once only or other our ours ' +
    'out over own same she should so some such than that the their theirs them then there ' +
    'these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself please tell explain ' +
    'mean means know want wants need needs say says thing things someone something really ' +
    'us one like let lets good'
  ).split(' '),
);

const SPELLINGS: Array<[RegExp, string]> = [
  [/isation/g, 'ization'],
  [/ise([ds]?)$/, 'ize$1'],
  [/ising$/, 'izing'],
  [/iour/g, 'ior'],
  [/sceptic/g, 'skeptic'],
  [/programme/g, 'program'],
  [/judgement/g, 'judgment'],
];

/** Suffixes removed after the plural, longest first; `min` is the shortest stem left. */
const SUFFIXES: Array<[string, string, number]> = [
  ['izations', 'iz', 3],
  ['ization', 'iz', 3],
  ['ational', '', 4],
  ['ations', '', 3],
  ['ation', '', 3],
  ['encies', '', 4],
  ['ences', '', 4],
  ['ency', '', 4],
  ['ence', '', 4],
  ['ents', '', 4],
  ['ent', '', 4],
  ['ments', '', 3],
  ['ment', '', 3],
  ['ness', '', 3],
  ['isms', '', 4],
  ['ism', '', 4],
  ['ities', '', 3],
  ['ity', '', 3],
  ['ating', '', 4],
  ['ated', '', 4],
  ['ate', '', 4],
  ['ings', '', 3],
  ['ing', '', 3],
  ['ied', 'y', 3],
  ['ed', '', 3],
  ['ers', '', 4],
  ['er', '', 4],
  ['ors', '', 4],
  ['or', '', 4],
  ['ful', '', 3],
  ['ly', '', 3],
  ['al', '', 4],
];

/** A light English stemmer: related forms (audit, auditor, auditing, audited) share a stem. */
export function stem(word: string): string {
  let term = word;
  for (const [pattern, replacement] of SPELLINGS) term = term.replace(pattern, replacement);
  if (term.length <= 3) return term;
  if (term.endsWith('ies')) term = `${term.slice(0, -3)}y`;
  else if (term.endsWith('sses')) term = term.slice(0, -2);
  else if (term.endsWith('s') && !/(ss|us|is)$/.test(term)) term = term.slice(0, -1);
  // Two rounds, so stacked suffixes fold too: impartiality -> impartial -> imparti.
  for (let round = 0; round < 2; round += 1) {
    const rule = SUFFIXES.find(
      ([suffix, , min]) => term.endsWith(suffix) && term.length - suffix.length >= min,
    );
    if (!rule) break;
    term = term.slice(0, -rule[0].length) + rule[1];
  }
  if (term.length > 4 && term.endsWith('e')) term = term.slice(0, -1);
  if (/([^aeiouslz])\1$/.test(term)) term = term.slice(0, -1);
  return term;
}

/** MiniSearch's term processor, the same for documents and questions: null drops the term. */
export function processTerm(term: string): string | null {
  const lower = term
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  if (!lower || STOP_WORDS.has(lower) || /^\d+$/.test(lower)) return null;
  return stem(lower);
}

/**
 * Phrases people use for what the Standards name otherwise; a match adds the Standards' words to
 * the question (the person's own words stay, so nothing is lost).
 */
const SYNONYMS: Array<[RegExp, string]> = [
  [/\bcaes?\b|\bhead of (internal )?audit\b|\bhia\b|\baudit director\b/, 'chief audit executive'],
  [/\bia\b|\biaf\b/, 'internal audit'],
  [/\bqaip\b/, 'quality assurance improvement program'],
  [/\beqa\b|\bpeer review\b/, 'external quality assessment'],
  [/\baudit (and risk )?committee\b|\bdirectors\b|\bnon-?executives?\b/, 'board'],
  [
    /\bmy (manager|boss|line manager)\b|\bexecutives?\b|\bc-suite\b|\bceo\b|\bcfo\b/,
    'senior management',
  ],
  [/\bconsult(ing|ancy)?\b/, 'advisory'],
  [/\bkpis?\b|\bmetrics?\b/, 'performance measurement'],
  [/\bfollow[- ]?ups?\b/, 'confirming implementation recommendations action plans'],
  [/\bwork ?papers?\b|\bworking papers?\b/, 'engagement documentation'],
  [/\bconflicts? of interest\b|\bbias(ed)?\b/, 'objectivity impairment'],
  [/\bcp[ed]\b|\btraining\b|\bcourses?\b/, 'continuing professional development'],
  [/\bbudget\b|\bfunding\b|\bmoney\b|\bcosts?\b/, 'financial resource'],
  [/\bheadcount\b|\bhiring\b|\brecruit\w*\b|\bunderstaffed\b/, 'human resources staff'],
  [
    /\bsoftware\b|\btools?\b|\bai\b|\banalytics\b|\bautomation\b/,
    'technological resources technology',
  ],
  [/\bmistakes?\b|\btypos?\b|\bwrong (figure|number|date|amount|name)s?\b/, 'errors omissions'],
  [/\bbelieve\b|\btake (their|his|her|its) word\b/, 'professional skepticism'],
  [
    /\bcopy of\b|\bsend (it|the report)\b|\bshare (it|the report)\b|\boutside the company\b/,
    'protection information disclose',
  ],
  [
    /\b(only|just|two|three|four|five|few|\d+) (auditors|people|staff)\b|\bnot enough\b|\bshortage\b/,
    'insufficient resources staff',
  ],
  [
    /\bleav(e|es|ing)\b|\bturnover\b|\bkeep (good )?(auditors|staff|people)\b/,
    'retain staff human resources',
  ],
  [/\bin and out\b|\binclude\b|\bexclude\b|\bcover(s|ed)?\b/, 'scope'],
  [
    /\btone down\b|\bsoften\b|\bwater down\b|\b(drop|remove|delete) (a|the|my|our) (finding|issue)s?\b/,
    'honesty professional courage',
  ],
  [
    /\b(designed|built|ran|run|managed|worked (in|on)|set up|implemented)\b.*\b(audit|assurance|review)\b/,
    'safeguarding objectivity self-review',
  ],
  [/\boutsourc\w*|\bco-?sourc\w*/, 'human resources co-sourcing'],
  [
    /\bgifts?\b|\bdinner\b|\bhospitality\b|\binvitation\b|\blunch\b/,
    'gift hospitality individual objectivity',
  ],
  [
    /\bspouse\b|\bpartner\b|\brelatives?\b|\bfamily\b|\bfriends?\b/,
    'personal relationship individual objectivity',
  ],
  [/\blie[sd]?\b|\blying\b|\bmislead\w*/, 'professional skepticism'],
  [/\bqualified\b|\bskills?\b|\bexpertise\b/, 'competency'],
  [/\bmore (auditors|people|staff)\b/, 'insufficient resources staff'],
  [/\bhow soon\b|\bdelay\w*\b|\bquickly\b|\blate\b/, 'timely effective communication'],
  [
    /\bsame (problem|issue|finding)\b|\brecurring\b|\bthemes?\b|\btrends?\b/,
    'themes communicating results',
  ],
  [/\boverall\b/, 'engagement conclusion'],
  [/\bedit\w*\b|\bsee (the )?reports? before\b/, 'interference independence'],
  [/\bimpartial\w*|\bunbiased\b|\bneutral\w*/, 'objectivity'],
  [/\bwell written\b|\bclear(ly)?\b|\bconcise\b/, 'effective communication'],
  [
    /\bsecret\b|\bconfidential\b|\bleak\w*\b|\bprivacy\b|\bgdpr\b/,
    'confidentiality protection information',
  ],
  [/\bfix(es|ed)?\b|\bremediat\w*\b/, 'action plans recommendations'],
  [/\bkick-?off\b/, 'engagement communication'],
  [/\bsceptic\w*|\bskeptic\w*|\bface value\b/, 'professional skepticism'],
  [/\berm\b|\brisk register\b/, 'governance risk management control processes'],
  [
    /\bippf\b|\b2017\b|\bold standards\b|\bin force\b|\beffective (date|from)\b|\btake effect\b|\bcome into\b/,
    'publication effective date',
  ],
  [/\bcyber\w*\b|\bthird[- ]part(y|ies)\b/, 'topical requirements'],
];

/** The question with the Standards' words added for any phrase in the synonym table. */
export function expandQuery(query: string): string {
  const lower = query.toLowerCase();
  const additions = SYNONYMS.filter(([pattern]) => pattern.test(lower)).map(([, words]) => words);
  return additions.length ? `${query} ${additions.join(' ')}` : query;
}
