import { FormAlert } from '~/ui/form/form-alert';
import { fieldSummary } from './server-errors';

/**
 * The alert under a lead form: the success or failure message after a submission, or a summary
 * when the visitor's input has fields to fix.
 */
export function OutcomeAlerts({
  outcome,
  messages,
  invalidFields,
}: {
  outcome: 'success' | 'error' | undefined;
  messages: { success: string; failure: string };
  /** Fields marked invalid after an attempt (0 before the first submit). */
  invalidFields: number;
}) {
  if (outcome === 'success') return <FormAlert tone="success">{messages.success}</FormAlert>;
  if (outcome === 'error') return <FormAlert tone="error">{messages.failure}</FormAlert>;
  if (invalidFields > 0) return <FormAlert tone="error">{fieldSummary(invalidFields)}</FormAlert>;
  return null;
}
