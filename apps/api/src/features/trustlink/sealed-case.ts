import type { ReporterLanguage } from '@verdantia/domain';
import { BoundedMemo } from '../../bounded-memo.ts';
import type { Config } from '../../config.ts';
import {
  keyRing,
  openJson,
  openText,
  sealJson,
  sealText,
  unwrapDataKey,
  type KeyRing,
  type WrappedKey,
} from '../../crypto/envelope.ts';

// How a TrustLink case's content is sealed with its own data key. Each kind of value is bound to
// its case and its role (AES-GCM additional data), so a sealed value copied into another row or
// another case does not open.

/** The report as sealed in one column of trustlink_interactions. */
export interface SealedReport {
  title: string;
  description: string;
  location: string;
  relationShip: string;
  closureDate: string | null;
  reporter: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phoneNumber: string | null;
  };
  involvedPersons: { fullName: string; jobRole: string; email: string | null }[];
  /**
   * The language the reporter used (en, cy, pl), so staff know how to write back. Sealed with
   * the report: in a small organisation a language can point to a person. Absent on older cases.
   */
  language?: ReporterLanguage;
}

export type SealedRole = 'report' | 'title' | 'message' | 'evidence-name' | 'evidence';

/** The AES-GCM additional data of a value of `role` in the case with this interaction ID. */
export const sealContext = (interactionId: string, role: SealedRole) =>
  `trustlink:${interactionId}:${role}`;

/** The configuration TrustLink's case services read: the data keys and the site's address. */
export type CaseConfig = Pick<Config, 'DATA_KEY' | 'DATA_KEY_PREVIOUS' | 'PUBLIC_URL'>;

let lastRing: { current: string; previous: string | undefined; ring: KeyRing } | undefined;

/** The key ring of these keys: derived once (their ids are hashes), not on every case opened. */
export function ringOf(config: Pick<Config, 'DATA_KEY' | 'DATA_KEY_PREVIOUS'>): KeyRing {
  const { DATA_KEY: current, DATA_KEY_PREVIOUS: previous } = config;
  if (lastRing?.current !== current || lastRing.previous !== previous) {
    lastRing = { current, previous, ring: keyRing(current, previous) };
  }
  return lastRing.ring;
}

/**
 * Data keys already unwrapped, per ring, by their wrapped form: the staff list opens twenty titles
 * on every visit, and unwrapping each case's key again was half of that work (V8 profile at 200
 * requests/s). Only the wrapped form, read from the case's own row, finds its key, so nothing is
 * reachable that the caller could not unwrap itself; DATA_KEY, which unwraps every one of them,
 * is in this process's memory anyway. A re-wrapped key (a rotation) is a new entry.
 */
const unwrappedKeys = new BoundedMemo<Buffer>(1_000);

const dataKeyOf = (ring: KeyRing, stored: WrappedKey): Buffer =>
  // unwrapDataKey throws for a key it cannot open: nothing is kept
  unwrappedKeys.remember(ring, `${stored.keyId}:${stored.wrappedKey}`, () =>
    unwrapDataKey(ring, stored),
  );

/**
 * Titles already opened for the staff list, by everything opening one depends on: the case, its
 * wrapped key and the sealed title. Opening twenty titles was a tenth of each list request's CPU
 * (V8 profile at 200 requests/s). A title copied into another case, a changed wrapped key or a
 * rotation is a different entry, so it is opened (or refused) as before. An entry serves for ten
 * minutes at most, so the title of a case erased by retention does not stay in memory for long;
 * at most 1,000 are kept, then all are dropped at once.
 */
const openedTitles = new BoundedMemo<{ title: string; until: number }>(1_000);
const TITLE_KEPT_MS = 10 * 60_000;

/** A case's title, sealed on its own (see cipherFor's openTitle), opened or taken as kept. */
export function openCaseTitle(
  ring: KeyRing,
  row: WrappedKey & { interactionId: string },
  sealedTitle: string,
  now = Date.now(),
): string {
  const id = `${row.interactionId}\n${row.keyId}\n${row.wrappedKey}\n${sealedTitle}`;
  const kept = openedTitles.get(ring, id);
  if (kept && kept.until > now) return kept.title;
  const title = caseCipher(ring, row).openTitle(sealedTitle); // throws: nothing is kept
  openedTitles.set(ring, id, { title, until: now + TITLE_KEPT_MS });
  return title;
}

/** The opened data key of one case, with helpers bound to it. */
export function caseCipher(ring: KeyRing, row: WrappedKey & { interactionId: string }) {
  return cipherFor(dataKeyOf(ring, row), row.interactionId);
}

export function cipherFor(dataKey: Buffer, interactionId: string) {
  const context = (role: SealedRole) => sealContext(interactionId, role);
  return {
    dataKey,
    sealReport: (report: SealedReport) => sealJson(dataKey, report, context('report')),
    openReport: (sealed: string) => openJson<SealedReport>(dataKey, sealed, context('report')),
    // The title on its own as well, for the staff list: it is the only part the list shows.
    sealTitle: (title: string) => sealText(dataKey, title, context('title')),
    openTitle: (sealed: string) => openText(dataKey, sealed, context('title')),
    sealMessage: (body: string) => sealText(dataKey, body, context('message')),
    openMessage: (sealed: string) => openText(dataKey, sealed, context('message')),
    sealName: (name: string) => sealText(dataKey, name, context('evidence-name')),
    openName: (sealed: string) => openText(dataKey, sealed, context('evidence-name')),
  };
}
export type CaseCipher = ReturnType<typeof cipherFor>;
