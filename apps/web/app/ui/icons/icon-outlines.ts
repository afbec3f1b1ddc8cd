// Outlines several in-house icons are built on (a shield, a page with a folded corner, a calendar
// with an open corner for a badge), so each is drawn once and the icons stay alike.
export const SHIELD = 'M12 3 19 6v5.5c0 4.3-2.9 8-7 9.5-4.1-1.5-7-5.2-7-9.5V6z';
export const PAGE =
  'M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z';
export const CALENDAR =
  'M20 10V6.5A1.5 1.5 0 0 0 18.5 5h-13A1.5 1.5 0 0 0 4 6.5v12A1.5 1.5 0 0 0 5.5 20H10M8 3v4M16 3v4M4 10h16';
