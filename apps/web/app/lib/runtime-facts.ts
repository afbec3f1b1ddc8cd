import { RUNTIME_FACTS, type RuntimeFactName } from '@verdantia/domain/site/runtime-facts';

/**
 * A deployment setting a visitor reads (see RUNTIME_FACTS), as text. At prerender time it is the
 * placeholder the server fills in; in the browser it is the value the server wrote on <html>, or
 * the default where no server filled it (component tests, the dev server).
 */
export function runtimeFact(name: RuntimeFactName): string {
  const fact = RUNTIME_FACTS[name];
  if (typeof document === 'undefined') return fact.placeholder;
  const served = document.documentElement.getAttribute(fact.attribute) ?? '';
  return /^\d+$/.test(served) ? served : String(fact.fallback);
}

/** The data attributes <html> carries for every runtime fact. */
export function runtimeFactAttributes(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RUNTIME_FACTS).map(([name, fact]) => [
      fact.attribute,
      runtimeFact(name as RuntimeFactName),
    ]),
  );
}
