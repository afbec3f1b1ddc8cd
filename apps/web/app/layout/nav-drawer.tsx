import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDownIcon as ChevronDown, CloseIcon as X } from '~/ui/icons/control-icons';
import { demoLink } from '~/content/demo-link';
import { mainNav, type NavItem } from '~/content/navigation';
import { buttonClass } from '~/ui/button';
import { site } from '@verdantia/domain/site/config';
import { cn } from '~/ui/cn';
import { Logo } from '~/ui/logo';

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The burger: the dialog has no Radix trigger, so focus is handed back explicitly. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone and tablet menu (< 1130 px): a slide-in drawer. Radix Dialog traps focus, closes on
 * Escape and the overlay, and gives focus back to the burger. Groups toggle by click; any link
 * click navigates and closes the drawer.
 */
export default function NavDrawer({ open, onOpenChange, returnFocusTo }: NavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col bg-white shadow-2xl data-[state=open]:animate-[slide-in_250ms_ease-out]"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex h-(--nav-h) items-center justify-between border-b border-line px-5">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <a href="/" aria-label={`${site.name} home page`}>
              <Logo />
            </a>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {mainNav.map((item) => (
                <DrawerItem key={item.label} item={item} depth={0} onNavigate={close} />
              ))}
            </ul>
          </nav>
          <div className="border-t border-line p-5">
            <Link
              to={demoLink.href}
              onClick={close}
              className={cn(buttonClass('primary', 'lg'), 'w-full')}
            >
              {demoLink.label}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerItem({
  item,
  depth,
  onNavigate,
}: {
  item: NavItem;
  depth: number;
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const pad = 'pr-3';
  const indent = { paddingLeft: `${0.75 + depth * 0.9}rem` };
  const text = depth === 0 ? 'text-base font-semibold' : 'text-sm font-medium';

  if (!item.children) {
    return (
      <li>
        <Link
          to={item.href!}
          onClick={onNavigate}
          style={indent}
          className={cn('block rounded-lg py-2.5 hover:bg-brand-50', pad, text)}
        >
          {item.label}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        style={indent}
        className={cn(
          'flex w-full items-center justify-between rounded-lg py-2.5 text-left hover:bg-brand-50',
          pad,
          text,
        )}
      >
        {item.label}
        <ChevronDown
          className={cn('size-4 transition-transform', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {expanded && (
        <ul className="space-y-0.5">
          {item.href && (
            <li>
              <Link
                to={item.href}
                onClick={onNavigate}
                style={{ paddingLeft: `${0.75 + (depth + 1) * 0.9}rem` }}
                className="block rounded-lg py-2 pr-3 text-sm text-brand-800 hover:bg-brand-50"
              >
                All {item.label.toLowerCase()}
              </Link>
            </li>
          )}
          {item.children.map((child) => (
            <DrawerItem key={child.label} item={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}
