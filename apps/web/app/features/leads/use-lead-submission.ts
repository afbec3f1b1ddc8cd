import { useState } from 'react';
import { postJson } from '~/lib/http';

export type Outcome = 'success' | 'error' | undefined;

interface LeadSubmission {
  /** Runs after the server stored the lead (e.g. reset the form). */
  onStored: () => void;
  /** Runs when the server refused it (e.g. show its field errors next to the fields). */
  onRefused?: (error: unknown) => void;
}

/**
 * What every lead form does on submit: post the validated lead, then show the outcome. On
 * success the form resets; on failure it stays filled so nothing typed is lost.
 */
export function useLeadSubmission<Lead>(endpoint: string, { onStored, onRefused }: LeadSubmission) {
  const [outcome, setOutcome] = useState<Outcome>();

  async function send(lead: Lead) {
    setOutcome(undefined);
    try {
      await postJson(endpoint, lead);
      onStored();
      setOutcome('success');
    } catch (error) {
      onRefused?.(error);
      setOutcome('error');
    }
  }

  return { outcome, setOutcome, send, clearOutcome: () => setOutcome(undefined) };
}
