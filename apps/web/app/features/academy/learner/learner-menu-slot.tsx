import { lazy, Suspense } from 'react';
import { useCredential } from './session';

// The menu (and its icons) loads only for a signed-in learner: most visitors never have one,
// and every page's first load carries this slot.
const LearnerMenu = lazy(() =>
  import('./learner-menu').then((module) => ({ default: module.LearnerMenu })),
);

/** The header's place for the signed-in learner's menu; empty for everyone else. */
export function LearnerMenuSlot() {
  const credential = useCredential();
  if (!credential) return null;
  return (
    <Suspense fallback={null}>
      <LearnerMenu />
    </Suspense>
  );
}
