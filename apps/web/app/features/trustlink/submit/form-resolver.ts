import { zodResolver } from '@hookform/resolvers/zod';
import { interactionFormSchema } from '@verdantia/domain/trustlink/submission';
import '~/lib/zod-jitless';

/** The shared form schema: the server's submission rules and messages, plus the PIN typed twice. */
export const interactionResolver = zodResolver(interactionFormSchema);
