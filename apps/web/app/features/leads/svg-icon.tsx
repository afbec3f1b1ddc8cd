import { cn } from '~/ui/cn';

/**
 * A decorative icon from markup made at build time (icon-markup.server.ts). The text beside it
 * carries the meaning. The markup is trusted: our loader renders it from lucide-react.
 */
export function SvgIcon({ markup, className = 'size-5' }: { markup: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block shrink-0 [&>svg]:block', className)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
