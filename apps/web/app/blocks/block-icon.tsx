import { useContext } from 'react';
import { MarkupIcon } from '~/ui/icons/markup-icon';
import { IconContext } from './block-renderer';
import type { IconName } from './icon-names';

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
