import { useReporterText } from './reporter-text';
import { translateMessage } from './translate-message';

// Apart from the dictionary hooks: the message matcher (and the shared rules' messages it reads)
// is needed only where messages can appear, the form and the follow-up, which load when used.

/**
 * A message of the shared rules or the server (English) as the reporter reads it, translated at
 * each render so a language switch also changes the messages on screen.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { text } = useReporterText();
  return (message) => (message ? translateMessage(message, text) : undefined);
}
