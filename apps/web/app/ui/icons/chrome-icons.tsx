import type { SVGProps } from 'react';

/**
 * The few icons the site chrome draws on every page, inline (control-icons.tsx has those of the
 * parts that load later: the drawer, the menus, the cookie panel, forms). Using an icon library
 * here would put its runtime into every page's first load; feature pages still use lucide-react.
 */
export type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit line icon in the current text colour, hidden from assistive technology. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const SparkleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7z" />
  </Icon>
);
