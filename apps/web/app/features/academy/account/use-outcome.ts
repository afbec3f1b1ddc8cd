import { useState } from 'react';
import { errorMessage } from '~/lib/http';

export type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The answer of one account action, shown above its form until the learner acts again: runs the
 * call, keeps the server's message (success) or its error message.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      setOutcome({ tone: 'success', text: (await action()).message });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
      return false;
    }
  };
  return { outcome, run };
}
