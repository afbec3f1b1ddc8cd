import { standardsStructure } from '@verdantia/domain/assistant/structure';
import { InfoIcon as Info } from '~/ui/icons/line-icons';
import { Link } from 'react-router';
import { AssistantChat } from '~/features/assistant/assistant-chat';
import { StandardsIndex } from '~/features/assistant/standards-index';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/ai-chatbot';

/** Build time only: the standards index goes into the HTML and .data file, not the bundle. */
export function loader() {
  return { domains: standardsStructure };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

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
          <p className="mt-4 flex gap-2 text-sm text-muted">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Answers are generated automatically from our own summary of the Standards and may be
              inaccurate. They are not official guidance from The Institute of Internal Auditors:
              check the Standards themselves before relying on an answer. See also{' '}
              <Link
                to="/principles"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                the principles of the Standards
              </Link>
              .
            </span>
          </p>
        </div>
      </section>
      <StandardsIndex domains={loaderData.domains} />
    </>
  );
}
