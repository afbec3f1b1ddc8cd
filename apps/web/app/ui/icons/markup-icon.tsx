import { cn } from '~/ui/cn';

/**
 * A decorative icon drawn from markup made at build time (`lucideMarkup`); the text beside it
 * carries the meaning. The markup is trusted: our own loader renders it from lucide-react, never
 * from user input. Without markup it keeps its place as an empty box.
 */
export function MarkupIcon({
  markup,
  name,
  className = 'size-5',
}: {
  markup: string | undefined;
  /** Exposed as `data-icon`, so tests and styles can tell icons apart. */
  name?: string;
  /** Size and colour. */
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-icon={name}
      className={cn('inline-block shrink-0 [&>svg]:block', className)}
      dangerouslySetInnerHTML={markup ? { __html: markup } : undefined}
    />
  );
}
