import { TRUSTLINK_RETENTION_DAYS_DEFAULT } from '../trustlink/constants.ts';

/**
 * Numbers a visitor reads that are deployment settings (the server's environment), not build
 * facts. The prerendered HTML carries a placeholder wherever one is shown and on <html> as a data
 * attribute; the server writes its configured value over every placeholder when it reads the page
 * (as it does for the public origin), and the browser renders from that attribute, so hydration
 * and client navigation show the same number as the served HTML.
 */
export const RUNTIME_FACTS = {
  /** TRUSTLINK_RETENTION_DAYS: how long a closed case is kept. */
  trustlinkRetentionDays: {
    placeholder: '%TRUSTLINK_RETENTION_DAYS%',
    attribute: 'data-trustlink-retention-days',
    fallback: TRUSTLINK_RETENTION_DAYS_DEFAULT,
  },
} as const;

export type RuntimeFactName = keyof typeof RUNTIME_FACTS;
export type RuntimeFacts = Record<RuntimeFactName, number>;

/** The page with every runtime-fact placeholder replaced by the server's value. */
export function fillRuntimeFacts(html: string, facts: RuntimeFacts): string {
  let filled = html;
  for (const [name, fact] of Object.entries(RUNTIME_FACTS)) {
    filled = filled.replaceAll(fact.placeholder, String(facts[name as RuntimeFactName]));
  }
  return filled;
}
