import { SubmitButton } from '~/ui/form/submit-button';
import { StatusBadge } from './status-badge';
import { AdminButton } from './ui';

interface EditorHeaderProps {
  /** The id of the heading, which names the editor's form (aria-labelledby). */
  titleId: string;
  title: string;
  /** Whether the record is live; undefined for a record not saved yet (no badge). */
  published?: boolean;
  backLabel: string;
  onBack: () => void;
  saveLabel: string;
  saving: boolean;
}

/**
 * The top row of every back-office editor: what is being edited, whether it is live, the way
 * back to the list and Save. It sits inside the editor's <form>, so Save submits it.
 */
export function EditorHeader(props: EditorHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <h2 id={props.titleId} className="text-xl font-bold text-brand-950">
          {props.title}
        </h2>
        {props.published !== undefined && <StatusBadge published={props.published} />}
      </div>
      <div className="flex gap-2">
        <AdminButton tone="ghost" onClick={props.onBack}>
          {props.backLabel}
        </AdminButton>
        <SubmitButton
          density="compact"
          pending={props.saving}
          label={props.saveLabel}
          pendingLabel="Saving…"
        />
      </div>
    </div>
  );
}
