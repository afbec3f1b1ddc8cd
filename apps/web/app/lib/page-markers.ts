/**
 * Names the build writes into every prerendered page (apps/web/scripts) and the app reads in the
 * browser; both sides import them from here so they cannot drift apart.
 */

/** Set on `window` by the boot script once the visitor uses the page before the app arrives. */
export const USED_BEFORE_APP = '__usedBeforeApp';

/** Marks the prerendered pages' route manifest, which leaves some routes out. */
export const PARTIAL_MANIFEST = 'partial';
