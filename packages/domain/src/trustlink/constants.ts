// TrustLink's limits, shared by the reporter's form, the follow-up and the staff console.

/** Digits of an interaction ID (random, from a cryptographic source, never sequential). */
export const INTERACTION_ID_LENGTH = 16;
/** Largest evidence file, per submission or remark. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
/** Most evidence one case keeps, all its files together. */
export const EVIDENCE_CASE_QUOTA_BYTES = 50 * 1024 * 1024;
/** Evidence files per submission or remark. */
export const EVIDENCE_MAX_FILES = 1;
/** Wrong PINs for one interaction ID before it is locked for everyone, and for how long. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 15;
/** A reporter's follow-up session ends after this much idle time. */
export const REPORTER_SESSION_IDLE_MINUTES = 30;
/** The reporter should come back within this many business days. */
export const FOLLOW_UP_BUSINESS_DAYS = 10;
/** After closing, the reporter may send one last reply within this many days (then read only). */
export const FINAL_REPLY_DAYS = 14;
/** Default days a closed case is kept before it is deleted with its evidence. */
export const TRUSTLINK_RETENTION_DAYS_DEFAULT = 365;
/** PIN length: long enough to resist guessing with the lockout, short enough to remember. */
export const PIN_MIN_LENGTH = 6;
export const PIN_MAX_LENGTH = 64;
/** Longest lists and texts we store (involved-person rows are unlimited in practice). */
export const INVOLVED_PERSONS_MAX = 100;
export const REMARK_MAX_LENGTH = 5000;
