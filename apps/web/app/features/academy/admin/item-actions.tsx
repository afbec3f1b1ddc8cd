import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { AdminButton } from '~/backoffice/ui';

// The icon buttons beside each section and lecture; their accessible names say which item.

/** Up and down for one item of an ordered list; the ends are disabled. */
export function MoveButtons(props: {
  label: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <span className="flex shrink-0 gap-1">
      <AdminButton
        tone="ghost"
        className="px-2"
        disabled={props.first}
        aria-label={`Move ${props.label} up`}
        onClick={() => props.onMove(-1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </AdminButton>
      <AdminButton
        tone="ghost"
        className="px-2"
        disabled={props.last}
        aria-label={`Move ${props.label} down`}
        onClick={() => props.onMove(1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </AdminButton>
    </span>
  );
}

/** A bin icon button; `label` names the item ("Delete lecture Introduction"). */
export function DeleteButton(props: { id: string; label: string; onClick: () => void }) {
  return (
    <AdminButton
      id={props.id}
      tone="danger-ghost"
      className="shrink-0 px-2"
      aria-label={props.label}
      onClick={props.onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </AdminButton>
  );
}
