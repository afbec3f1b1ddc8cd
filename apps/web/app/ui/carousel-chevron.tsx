// Drawn inline rather than taken from lucide-react: an icon shared with the layout splits lucide
// into an extra shared chunk, which costs a page's first load more than this path does.
export const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    className={flip ? 'rotate-180' : undefined}
  >
    <path
      d="M9 6l6 6-6 6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
