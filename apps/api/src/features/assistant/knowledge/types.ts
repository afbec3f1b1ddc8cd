/** One of the 52 standards, in our own words: what it asks, how it is done, what shows it. */
export interface StandardEntry {
  number: string;
  title: string;
  requires: string;
  practice: string;
  evidence: string;
  /** How people ask about it in their own words; searched, never shown. */
  phrasings: string[];
}

/** A fundamentals or glossary entry. */
export interface TopicEntry {
  id: string;
  title: string;
  text: string;
  phrasings: string[];
}

export interface PrincipleEntry {
  number: number;
  title: string;
  summary: string;
  phrasings: string[];
}

export interface DomainEntry {
  numeral: string;
  title: string;
  summary: string;
  principles: PrincipleEntry[];
}
