import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminButton } from './ui';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}

/** "21–40 of 134" with previous and next; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage, label }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm text-muted"
    >
      <p>
        <span className="font-semibold text-ink">
          {first}–{last}
        </span>{' '}
        of <span className="font-semibold text-ink">{total}</span>
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <span className="hidden sm:inline">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className={adminButton('secondary', 'px-2.5')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
          <button
            type="button"
            className={adminButton('secondary', 'px-2.5')}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </nav>
  );
}
