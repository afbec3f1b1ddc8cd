import { cn } from '~/ui/cn';

/** A 24 px line icon from the home page's sprite; it takes the text colour. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6', className)}
    >
      <use href={`/images/home/icons.svg#${name}`} />
    </svg>
  );
}
