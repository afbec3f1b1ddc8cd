import { type DomainHeading, standardsStructure } from '@verdantia/domain/assistant/structure';
import { assistantNeededAtOnce } from '~/features/assistant/stored-conversation';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { staticSection } from '~/ui/static-section';
import type { Route } from './+types/ai-chatbot';

/** Build time only: the standards index goes into the HTML and .data file, not the bundle. */
export function loader() {
  return { domains: standardsStructure };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The prerendered box is readable and its starters are buttons; its code (the conversation, the
// answer cards) loads when the visitor first points at, focuses or types in it, or at once when
// this tab keeps a conversation from earlier or the address holds a question (`?query=`, the form
// sent before any script ran), which only the live box can show. A question typed or a starter
// pressed before then is carried over (ui/hydrate-when-used.ts).
const AssistantChat = hydrateWhenUsed<object>(
  () => import('~/features/assistant/assistant-chat').then((m) => ({ default: m.AssistantChat })),
  'min-h-[28rem] sm:min-h-[29.5rem]',
  { atOnce: assistantNeededAtOnce },
);
// The disclaimer and the index never change in the browser: on the prerendered page their code is
// never loaded.
const AssistantDisclaimer = staticSection<object>(
  () =>
    import('~/features/assistant/assistant-disclaimer').then((m) => ({
      default: m.AssistantDisclaimer,
    })),
  'min-h-[8.75rem] sm:min-h-[3.75rem]',
);
const StandardsIndex = staticSection<{ domains: DomainHeading[] }>(
  () => import('~/features/assistant/standards-index').then((m) => ({ default: m.StandardsIndex })),
  'min-h-[310rem] sm:min-h-[170rem]',
);

/** /ai-chatbot: the Internal Audit Standards assistant and the index of what it cites. */
export default function AssistantPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section
        aria-labelledby="assistant-title"
        className="bg-[radial-gradient(circle_at_85%_0%,#d9f99d80,transparent_35%),linear-gradient(#effcf8,#ffffff)] pt-header"
      >
        <div className="container-page max-w-4xl pt-12 pb-12 sm:pt-16">
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            AI assistant
          </p>
          <h1
            id="assistant-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl"
          >
            Internal Audit Standards assistant
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-muted">
            Ask about the 2024 Global Internal Audit Standards the way you would ask a colleague.
            Each answer explains what is expected, how teams usually go about it and what shows
            conformance, and names the standards it comes from.
          </p>
          <div className="mt-8">
            <AssistantChat />
          </div>
          <AssistantDisclaimer />
        </div>
      </section>
      <StandardsIndex domains={loaderData.domains} />
    </>
  );
}
