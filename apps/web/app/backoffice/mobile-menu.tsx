import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Logo } from '~/ui/logo';
import { NavLinks } from './nav-links';
import type { NavItem } from './navigation';
import { roleLabels, type Staff } from './types';
import { adminButton } from './ui';

/** On phones the menu is a drawer from the left (Radix handles focus, Escape and scrolling). */
export function MobileMenu({ items, staff }: { items: NavItem[]; staff: Staff }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={adminButton('ghost', 'h-9 px-2.5 lg:hidden')}>
        <Menu className="size-5" aria-hidden="true" />
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-brand-950 text-white shadow-card lg:hidden">
          <div className="flex items-center justify-between px-5 py-4">
            <Logo inverted className="text-lg" />
            <Dialog.Close className="grid size-9 place-items-center rounded-lg text-brand-100 hover:bg-brand-900">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close the menu</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Back-office menu</Dialog.Title>
          <Dialog.Description className="sr-only">The rooms your role may open.</Dialog.Description>
          <nav aria-label="Back-office menu" className="flex-1 overflow-y-auto px-3 pb-4">
            <NavLinks items={items} onNavigate={() => setOpen(false)} />
          </nav>
          <div className="border-t border-brand-900 px-5 py-4">
            <p className="truncate text-sm font-semibold">{staff.name || staff.email}</p>
            <p className="truncate text-xs text-brand-300">{roleLabels[staff.role]}</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
