import { Link } from 'react-router';
import { InfoIcon as Info } from '~/ui/icons/line-icons';

/** Under the assistant: what its answers are, and are not. */
export function AssistantDisclaimer() {
  return (
    <p className="mt-4 flex gap-2 text-sm text-muted">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        Answers are generated automatically from our own summary of the Standards and may be
        inaccurate. They are not official guidance from The Institute of Internal Auditors: check
        the Standards themselves before relying on an answer. See also{' '}
        <Link
          to="/principles"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          the principles of the Standards
        </Link>
        .
      </span>
    </p>
  );
}
