import fs from 'node:fs';
import path from 'node:path';

/**
 * React Router's browser manifest lists, for every route of the site (99 of them), the chunks its
 * module imports, and every page loads it before hydrating: those lists were about half its
 * gzip size (6 KB of it, on every first load). The browser only reads them to add
 * <link rel="modulepreload"> for a route it navigates to; the route's module imports the same
 * chunks itself, so without the lists the chunks still load, one import step later. The first
 * load never needs them either: the prerendered boot script already names every module of its
 * page (after-first-paint.ts). The entry's and the root's lists stay (every page uses them).
 *
 * The route ids go too (each is the route's key, restored in the browser): 0.36 KB more.
 *
 * `ssr: false` rules out React Router's own cure (route discovery "lazy", which fetches each
 * route's entry on demand from a server endpoint). The file keeps its name: its content is
 * derived from the same build, so what an immutable cache holds under that name stays right.
 */
const PREFIX = 'window.__reactRouterManifest=';

interface ManifestRoute {
  id?: string;
  imports?: string[];
  [key: string]: unknown;
}

export function trimManifestSource(source: string): string {
  if (!source.startsWith(PREFIX))
    throw new Error("React Router's manifest changed shape; update trim-manifest.ts");
  const manifest = JSON.parse(source.slice(PREFIX.length).replace(/;\s*$/, '')) as {
    routes: Record<string, ManifestRoute>;
  };
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (route.id !== id)
      throw new Error(`route ${id} is keyed by another id; update trim-manifest.ts`);
    delete route.id;
    if (id !== 'root') delete route.imports;
    delete route.hasDefaultExport;
    for (const [key, value] of Object.entries(route))
      if (value === false || (Array.isArray(value) && value.length === 0)) delete route[key];
  }
  // Each route's id is its key: written once, and put back before the router reads the manifest.
  return `${PREFIX}(${RESTORE_IDS})(${JSON.stringify(manifest)});`;
}

/** Puts back each route's id from its key (source text, run in the browser). */
const RESTORE_IDS = 'm=>{for(var k in m.routes)m.routes[k].id=k;return m}';

/** Trims the build's manifest in place; returns its size before and after, in bytes. */
export function trimManifest(clientDir: string) {
  const assets = path.join(clientDir, 'assets');
  const files = fs.readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (files.length !== 1)
    throw new Error(`expected one manifest in ${assets}, found ${files.length}`);
  const file = path.join(assets, files[0]!);
  const before = fs.readFileSync(file, 'utf8');
  const after = trimManifestSource(before);
  fs.writeFileSync(file, after);
  return { before: before.length, after: after.length };
}
