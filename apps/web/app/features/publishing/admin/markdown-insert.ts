/** "quarterly-report_2025.png" -> "Quarterly report 2025": a first alt text the editor can refine. */
export function altFromFileName(name: string) {
  const stem = name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return stem ? stem[0]!.toUpperCase() + stem.slice(1) : 'Image';
}

/**
 * Inserts an image's Markdown at the cursor of `text` (on its own line, so it renders as a
 * block), answering the new text and where the alt text sits so it can be selected.
 */
export function insertImage(text: string, cursor: number, alt: string, url: string) {
  const before = text.slice(0, cursor);
  const after = text.slice(cursor);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const start = before.length + lead.length + 2;
  return {
    text: `${before}${lead}![${alt}](${url})${tail}${after}`,
    altStart: start,
    altEnd: start + alt.length,
  };
}
