import { createContext, useContext, type ReactNode } from 'react';
import { MarkupIcon } from '~/ui/icons/markup-icon';
import type { IconName } from './icon-names';

/** SVG markup per icon name, made at build time by `iconMarkup` (icon-markup.server.tsx). */
export type IconMarkup = Partial<Record<IconName, string>>;

const IconContext = createContext<IconMarkup>({});

export function IconProvider({ markup, children }: { markup: IconMarkup; children: ReactNode }) {
  return <IconContext value={markup}>{children}</IconContext>;
}

/** A decorative content icon, looked up by name in the markup its page's loader made. */
export function BlockIcon({
  name,
  className = 'size-6',
}: {
  name: IconName;
  /** Size and colour. */ className?: string;
}) {
  return <MarkupIcon markup={useContext(IconContext)[name]} name={name} className={className} />;
}
