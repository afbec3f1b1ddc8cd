/**
 * The text of a timed alert once the alert itself has gone (see useTimedMessage): plain, not
 * announced again, beside the button that sent the request, until the reporter acts.
 */
export function LastingMessage({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p data-testid="lasting-message" className="text-sm font-medium text-red-800">
      {text}
    </p>
  );
}
