import { ChecklistPage } from '~/features/assistant/checklist-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/assistant-checklist';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** /ai-chatbot/checklist/:number: the printable conformance checklist of one standard. */
export default function AssistantChecklistRoute({ params }: Route.ComponentProps) {
  return <ChecklistPage key={params.number} number={params.number} />;
}
