import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '~/ui/cn';
import type { IconName } from './icon-names';

/** SVG markup per icon name, made at build time by `iconMarkup` (icons.tsx). */
export type IconMarkup = Partial<Record<IconName, string>>;

const IconContext = createContext<IconMarkup>({});

export function IconProvider({ markup, children }: { markup: IconMarkup; children: ReactNode }) {
  return <IconContext value={markup}>{children}</IconContext>;
}

/**
 * A decorative content icon (the text beside it carries the meaning). The markup is trusted:
 * it is rendered from lucide-react by our own loader, never from user input.
 */
export function BlockIcon({
  name,
  className = 'size-6',
}: {
  name: IconName;
  /** Size and colour. */ className?: string;
}) {
  const markup = useContext(IconContext)[name];
  return (
    <span
      aria-hidden="true"
      data-icon={name}
      className={cn('inline-block shrink-0 [&>svg]:block', className)}
      dangerouslySetInnerHTML={markup ? { __html: markup } : undefined}
    />
  );
}
