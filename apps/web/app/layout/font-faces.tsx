import fontFaces from '../fonts.css?inline';

/**
 * The site's @font-face rules as an inline <style> in <head> (see fonts.css for why). Only the
 * prerendered HTML needs their text: in the browser React adopts the element as the server drew
 * it and never changes it, so the client bundle does not carry the rules a second time.
 */
export function FontFaces() {
  return (
    <style
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? fontFaces : '' }}
      suppressHydrationWarning
    />
  );
}
