/**
 * The template pages' content: every other module in this folder is one page
 * (`export default { path, specRow, blocks } satisfies TemplatePage`), collected here at build
 * time. Only the template route's loader imports this file, so the copy is read when pages are
 * prerendered and travels in their HTML and `.data` files, never in the JavaScript bundle.
 *
 * Route -> spec 001 §2.1 row:
 * (filled in from the modules' specRow)
 */
import type { TemplatePage } from '~/blocks/types';

const modules = import.meta.glob<{ default: TemplatePage }>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
});

/** Every template page, sorted by path. */
export const templatePages: readonly TemplatePage[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => a.path.localeCompare(b.path));

const byPath = new Map<string, TemplatePage>();
for (const page of templatePages) {
  if (byPath.has(page.path)) throw new Error(`Two template content modules claim the path ${page.path}`);
  byPath.set(page.path, page);
}

/** The content of the template page at `path` (decoded, without a trailing slash). */
export function findTemplatePage(path: string): TemplatePage | undefined {
  return byPath.get(path);
}
