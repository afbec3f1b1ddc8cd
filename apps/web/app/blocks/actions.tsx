import { Link } from 'react-router';
import { buttonClass, type ButtonSize } from '~/ui/button';
import { cn } from '~/ui/cn';
import type { Action } from './types';

interface ActionsProps {
  actions: Action[];
  size?: ButtonSize;
  /** Light buttons for dark backgrounds. */
  invert?: boolean;
  className?: string;
}

const outlineOnDark =
  'inline-flex items-center justify-center gap-2 rounded-full border border-white/60 font-semibold text-white transition-colors hover:bg-white/10';
const outlineSizes: Record<ButtonSize, string> = {
  md: 'h-10 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

/** Calls to action: the first is primary unless the content says otherwise. */
export function Actions({ actions, size = 'lg', invert, className }: ActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {actions.map((action, i) => {
        const primary = (action.variant ?? (i === 0 ? 'primary' : 'secondary')) === 'primary';
        const look = invert
          ? primary
            ? buttonClass('light', size)
            : cn(outlineOnDark, outlineSizes[size])
          : buttonClass(primary ? 'primary' : 'secondary', size);
        return (
          <Link
            key={`${action.href}-${action.label}`}
            to={action.href}
            className={cn(look, 'max-sm:w-full')}
          >
            {action.label}
          </Link>
        );
      })}
    </div>
  );
}
