// The header's call to action, on its own: the header is on every page's first load, while the
// menus' data (navigation.ts) loads only when a menu is first used.
export const demoLink = { label: 'Free Demo', href: '/contact#contact-form' } as const;
