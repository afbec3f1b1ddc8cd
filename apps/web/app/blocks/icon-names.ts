/**
 * The icons content may name. Block components map these to lucide-react icons in icons.tsx;
 * keeping the list closed keeps the icon bundle small and catches typos at compile time.
 */
export const iconNames = [
  'leaf', 'shield', 'shield-check', 'chart', 'bar-chart', 'line-chart', 'pie-chart', 'target', 'compass',
  'globe', 'factory', 'truck', 'users', 'user-check', 'handshake', 'briefcase', 'building', 'landmark',
  'scale', 'gavel', 'file-text', 'file-check', 'clipboard-check', 'list-checks', 'search', 'eye',
  'database', 'server', 'cpu', 'brain', 'sparkles', 'lightbulb', 'rocket', 'trending-up', 'trending-down',
  'recycle', 'sun', 'wind', 'zap', 'droplet', 'thermometer', 'cloud', 'lock', 'key', 'alert-triangle',
  'check-circle', 'layers', 'workflow', 'git-branch', 'network', 'link', 'settings', 'graduation-cap',
  'book-open', 'message-circle', 'megaphone', 'calendar', 'clock', 'award', 'medal', 'heart', 'badge-check',
  'flag', 'map', 'microscope', 'calculator', 'coins', 'wallet', 'refresh', 'puzzle', 'presentation',
] as const;

export type IconName = (typeof iconNames)[number];
