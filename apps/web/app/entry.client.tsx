import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { rememberFieldsBeforeHydration, usedBeforeHydration } from '~/lib/prehydration-fields';

// React Router's default client entry, plus one step: what the visitor already did in the
// prerendered page's fields is read first and put back after hydration (see prehydration-fields).
if (usedBeforeHydration()) await rememberFieldsBeforeHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
