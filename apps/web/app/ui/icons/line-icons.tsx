import { Icon, type IconProps } from './chrome-icons';

/**
 * Line icons for marketing pages, drawn here in the style of the chrome icons: lucide-react's
 * runtime (1.5 KB gzip) would otherwise join the first load of every page that shows one.
 */
export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M8 3v4M16 3v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const UsersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.2A6.5 6.5 0 0 1 21.5 20" />
  </Icon>
);
export const ListChecksIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 6 2 2 3-3M3 16l2 2 3-3M12 7h9M12 17h9" />
  </Icon>
);
export const ChipIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
    <rect x="9.5" y="9.5" width="5" height="5" rx="0.5" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </Icon>
);
export const InfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const BookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 7v13M12 7c-1.5-1.8-4-2.5-9-2.5v13c5 0 7.5.7 9 2.5 1.5-1.8 4-2.5 9-2.5v-13c-5 0-7.5.7-9 2.5" />
  </Icon>
);
export const QuestionBubbleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" />
    <path d="M9.6 9.5a2.5 2.5 0 0 1 4.8.8c0 1.7-2.4 2.2-2.4 2.2M12 15.5h.01" />
  </Icon>
);
/** A shield with an exclamation mark: a warning about safety. */
export const ShieldWarningIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 19 6v5.5c0 4.3-2.9 8-7 9.5-4.1-1.5-7-5.2-7-9.5V6z" />
    <path d="M12 8v4.5M12 16h.01" />
  </Icon>
);
export const PadlockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </Icon>
);
export const KeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="15" r="4.5" />
    <path d="m11.2 11.8 8.3-8.3M16.5 6.5l2.5 2.5M14 9l2 2" />
  </Icon>
);
/** A beacon light with rays: an emergency. */
export const BeaconIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 17.5v-5a5 5 0 0 1 10 0v5M4.5 21h15v-3.5h-15zM12 2.5v2M4.5 5.5 6 7M19.5 5.5 18 7" />
  </Icon>
);
/** A shield with a tick: protection that holds. */
export const ShieldTickIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 19 6v5.5c0 4.3-2.9 8-7 9.5-4.1-1.5-7-5.2-7-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
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
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
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
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3v5h5M9 17v-2M12 17v-5M15 17v-3" />
  </Icon>
);
/** A columned building: governance. */
export const InstitutionIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 9.5 12 4l9 5.5zM5.5 10v7.5M10 10v7.5M14 10v7.5M18.5 10v7.5M3.5 20.5h17" />
  </Icon>
);
export const CircleTickIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3" />
  </Icon>
);
/** A box with a lid: records kept. */
export const StorageBoxIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="4.5" rx="1" />
    <path d="M5 8.5V19a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8.5M10 12.5h4" />
  </Icon>
);
/** A calendar with a clock: a deadline. */
export const DeadlineIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 10V6.5A1.5 1.5 0 0 0 18.5 5h-13A1.5 1.5 0 0 0 4 6.5v12A1.5 1.5 0 0 0 5.5 20H10M8 3v4M16 3v4M4 10h16" />
    <circle cx="17" cy="17" r="4" />
    <path d="M17 15.5V17l1 1" />
  </Icon>
);
