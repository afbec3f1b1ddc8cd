/**
 * A shield holding a speech bubble, a PIN and a padlock: a report that stays locked. A static
 * file, so it costs the first-load JavaScript nothing. Decoration only (the copy says it all).
 */
export function LandingVisual() {
  return (
    <img
      src="/images/trustlink/shield.svg"
      width="420"
      height="360"
      alt=""
      className="mx-auto h-auto w-full max-w-[20rem] sm:max-w-md"
    />
  );
}
