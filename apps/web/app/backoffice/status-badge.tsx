import { cn } from '~/ui/cn';

/** Published or draft, for posts and news alike. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        published ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', published ? 'bg-brand-600' : 'bg-amber-600')}
      />
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
