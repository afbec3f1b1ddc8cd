import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn';

type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role'> & { label: ReactNode };

/**
 * An on/off choice: a native checkbox with the switch role, so Space toggles it, its label names
 * it, forms register it like any checkbox, and it works before the page's code has loaded. The
 * track and thumb are drawn from the checkbox's state; the checkbox itself is transparent on top.
 */
export function Switch({ label, className, ...input }: SwitchProps) {
  return (
    <label
      className={cn(
        'flex w-fit cursor-pointer items-center gap-3 text-sm font-medium text-brand-950',
        className,
      )}
    >
      <span className="relative inline-flex shrink-0">
        <input
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full"
          {...input}
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
      {label}
    </label>
  );
}
