import { lazy, Suspense } from 'react';
import { useCredentialStored } from './credential-store';

// The menu (with the session code and its icons) loads only when a credential is stored: most
// visitors never have one, and every page's first load carries this slot. The menu itself shows
// nothing when the stored credential has expired or cannot be read.
const LearnerMenu = lazy(() =>
  import('./learner-menu').then((module) => ({ default: module.LearnerMenu })),
);

/** The header's place for the signed-in learner's menu; empty for everyone else. */
export function LearnerMenuSlot() {
  if (!useCredentialStored()) return null;
  return (
    <Suspense fallback={null}>
      <LearnerMenu />
    </Suspense>
  );
}
