import { Icon, type IconProps } from './chrome-icons';
import { CALENDAR, PAGE } from './icon-outlines';

// Icons of ESG themes and outcomes (pillars, benefits, badges), drawn here in the style of the
// chrome icons; a module of their own so a page loads only the icons of its kind.

export const LeafIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 19c0-8 5-13.5 15-14-.5 10-6 15-14 15" />
    <path d="M5 19c2.5-4 5.5-6.5 9-8" />
  </Icon>
);

export const DatabaseIcon = (p: IconProps) => (
  <Icon {...p}>
    <ellipse cx="12" cy="5.5" rx="7.5" ry="2.5" />
    <path d="M4.5 5.5v13c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5v-13M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5" />
  </Icon>
);

/** A page with a tick: a report that is done and checked. */
export const DocumentTickIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d={PAGE} />
    <path d="M14 3v5h5M9 14.5l2 2 4-4" />
  </Icon>
);

/** Rising bars: insight that grows. */
export const RisingBarsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h16M7 16v-3M12 16V9M17 16V5" />
  </Icon>
);

/** A page with bars: data and reporting. */
export const DocumentBarsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d={PAGE} />
    <path d="M14 3v5h5M9 17v-2M12 17v-5M15 17v-3" />
  </Icon>
);

/** A columned building: governance. */
export const InstitutionIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 9.5 12 4l9 5.5zM5.5 10v7.5M10 10v7.5M14 10v7.5M18.5 10v7.5M3.5 20.5h17" />
  </Icon>
);
/** A calendar with a turning arrow: renewed every year. */
export const RenewalIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d={CALENDAR} />
    <path d="M21 15.5a4 4 0 0 0-7.3-1.5M13 18.5a4 4 0 0 0 7.3 1.5M13.5 12.5v1.8h1.8M20.5 21.5v-1.8h-1.8" />
  </Icon>
);
