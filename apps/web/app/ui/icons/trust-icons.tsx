import { Icon, type IconProps } from './chrome-icons';
import { CALENDAR, SHIELD } from './icon-outlines';

// Icons of safety and confidentiality (TrustLink, guarantees), drawn here in the style of the
// chrome icons; a module of their own so a page loads only the icons of its kind.

/** A shield with an exclamation mark: a warning about safety. */
export const ShieldWarningIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d={SHIELD} />
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
    <path d={SHIELD} />
    <path d="m9 12 2 2 4-4" />
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
    <path d={CALENDAR} />
    <circle cx="17" cy="17" r="4" />
    <path d="M17 15.5V17l1 1" />
  </Icon>
);
