import fs from 'node:fs';
import path from 'node:path';
import { htmlPages } from './html-pages.ts';

/**
 * Radix Select renders a hidden native <select> for form submission whose "nothing chosen" entry
 * is an empty <option> with no label, which HTML does not allow. The prerendered HTML gets a
 * label on it (hydration leaves attributes it did not render alone); nothing visible changes.
 */
export function labelEmptyOptions(clientDir: string): number {
  let fixed = 0;
  const pages = htmlPages(clientDir);
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = fs.readFileSync(file, 'utf8');
    const labelled = html.replace(
      /<option value=""( selected="")?><\/option>/g,
      (_, selected: string | undefined) =>
        `<option value=""${selected ?? ''} label="Nothing selected"></option>`,
    );
    if (labelled !== html) {
      fs.writeFileSync(file, labelled);
      fixed += 1;
    }
  }
  return fixed;
}
