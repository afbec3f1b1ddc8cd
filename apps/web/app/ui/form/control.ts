import { cn } from '~/ui/cn';

/** `site`: the roomy public forms; `compact`: the dense back-office screens. */
export type Density = 'site' | 'compact';

const densities: Record<Density, string> = {
  site: 'rounded-xl px-4 text-base transition-colors',
  compact: 'rounded-lg px-3 text-sm',
};

/** The look of every text control (input, textarea, select, select trigger). */
export function controlClass(invalid: boolean, className?: string, density: Density = 'site') {
  return cn(
    'block w-full border bg-white text-ink shadow-xs placeholder:text-muted',
    densities[density],
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-line hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-brand-600',
    className,
  );
}

const buttonTones = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary:
    'bg-white text-brand-900 ring-1 ring-inset ring-line hover:bg-brand-50 hover:ring-brand-300',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-ghost': 'text-red-700 hover:bg-red-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
};
export type CompactTone = keyof typeof buttonTones;

/** The compact buttons of dense screens (the site's pill buttons are too large for tables). */
export const compactButton = (tone: CompactTone = 'primary', className?: string) =>
  cn(
    'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    buttonTones[tone],
    className,
  );
