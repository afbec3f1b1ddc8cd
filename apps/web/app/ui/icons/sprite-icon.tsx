/** The static sprite sheets under public/images: one request per page, no icon JavaScript. */
const sheets = {
  home: '/images/home/icons.svg',
  about: '/images/about/icons.svg',
} as const;

export type SpriteSheet = keyof typeof sheets;

/** A 24 px line icon from a sprite sheet; it takes the text colour. */
export function SpriteIcon({
  sheet,
  name,
  className = 'size-6',
}: {
  sheet: SpriteSheet;
  name: string;
  /** Size and colour. */
  className?: string;
}) {
  return (
    <svg width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <use href={`${sheets[sheet]}#${name}`} />
    </svg>
  );
}
