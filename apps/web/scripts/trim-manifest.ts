import fs from 'node:fs';
import path from 'node:path';
import { PARTIAL_MANIFEST } from '../app/lib/page-markers.ts';
import { prerenderedPages } from './html-pages.ts';

/**
 * React Router's browser manifest lists, for every route of the site (99 of them), the chunks its
 * module imports, and every page loads it before hydrating: those lists were about half its
 * gzip size (6 KB of it, on every first load). The browser only reads them to add
 * <link rel="modulepreload"> for a route it navigates to; the route's module imports the same
 * chunks itself, so without the lists the chunks still load, one import step later. The first
 * load never needs them either: the prerendered boot script already names every module of its
 * page (after-first-paint.ts). The entry's and the root's lists stay (every page uses them).
 *
 * The route ids go too (each is the route's key, restored in the browser): 0.36 KB more. Pages
 * drawn by one module under one parent (the 35 service, solution and software pages share the
 * template) are written as that route once and a list of their paths: 0.3 KB more.
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

/**
 * Routes no prerendered page leads to: the back office, and the client pages a visitor reaches
 * from an e-mail, a shared link or another client page (password reset, e-mail check, a
 * certificate's check page, staff's blog dashboard). The manifest the prerendered pages load
 * leaves them out (0.5 KB gzip of every first load); a client-side navigation to one from such a
 * page loads it as a document instead (routes/not-found.tsx), and the SPA fallback the server
 * sends for it keeps the whole manifest.
 */
const NOT_LED_TO =
  /^(routes\/admin\/|page\/(academy-(forgot-password|reset-password|verify-email)|certificates\/|dashboards\/))/;

/**
 * `forPrerenderedPages`: the manifest those pages load, at `url` (its own address, which React
 * Router's <Scripts> preloads once hydrated: the whole manifest's would be a second download).
 */
export function trimManifestSource(
  source: string,
  { forPrerenderedPages }: { forPrerenderedPages?: { url: string } } = {},
): string {
  if (!source.startsWith(PREFIX))
    throw new Error("React Router's manifest changed shape; update trim-manifest.ts");
  const manifest = JSON.parse(source.slice(PREFIX.length).replace(/;\s*$/, '')) as {
    routes: Record<string, ManifestRoute>;
    url?: string;
  };
  if (forPrerenderedPages) manifest.url = forPrerenderedPages.url;
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (forPrerenderedPages && NOT_LED_TO.test(id)) {
      delete manifest.routes[id];
      continue;
    }
    if (route.id !== id)
      throw new Error(`route ${id} is keyed by another id; update trim-manifest.ts`);
    delete route.id;
    if (id !== 'root') delete route.imports;
    delete route.hasDefaultExport;
    for (const [key, value] of Object.entries(route))
      if (value === false || (Array.isArray(value) && value.length === 0)) delete route[key];
  }
  const shared = sharedPageRoutes(manifest.routes);
  // Each route's id is its key: written once, and put back before the router reads the manifest.
  const partial = forPrerenderedPages ? { [PARTIAL_MANIFEST]: true } : {};
  return `${PREFIX}(${RESTORE})(${JSON.stringify({ ...manifest, [SHARED]: shared, ...partial })});`;
}

const SHARED = 'shared';
const PAGE = 'page/';

/**
 * Takes out of `routes` the pages (id `page/<path>`) whose route, but for the path, is the same as
 * another's, and returns them as [that route, [their paths]] pairs; the other pages lose their
 * path, which their key holds. The router ranks routes by their paths, so the order they come
 * back in does not matter.
 */
function sharedPageRoutes(routes: Record<string, ManifestRoute>) {
  const groups = new Map<string, { route: ManifestRoute; paths: string[] }>();
  for (const [id, route] of Object.entries(routes)) {
    const { path, ...rest } = route;
    // The browser gives every page route without a path the one its key holds.
    if (id.startsWith(PAGE) && typeof path !== 'string')
      throw new Error(`route ${id} has no path; update trim-manifest.ts`);
    if (typeof path !== 'string' || id !== PAGE + path) continue;
    const key = JSON.stringify(rest);
    const group = groups.get(key) ?? { route: rest, paths: [] };
    group.paths.push(path);
    groups.set(key, group);
  }
  const shared = [...groups.values()].filter((group) => group.paths.length > 1);
  for (const { paths } of shared) for (const path of paths) delete routes[PAGE + path];
  // A page left on its own writes its path once too, in its key.
  for (const [id, route] of Object.entries(routes)) if (id === PAGE + route.path) delete route.path;
  return shared.map(({ route, paths }) => [route, paths]);
}

/**
 * Puts back the shared pages' routes, each route's id from its key and each page's path from its
 * id (source text, run in the browser before the router reads the manifest).
 */
const RESTORE =
  `m=>{for(var[r,p]of m.${SHARED})for(var x of p)m.routes["${PAGE}"+x]=Object.assign({},r);` +
  `delete m.${SHARED};for(var k in m.routes){r=m.routes[k];r.id=k;` +
  `if(k.startsWith("${PAGE}")&&!("path"in r))r.path=k.slice(${PAGE.length})}return m}`;

/**
 * Trims the build's manifest in place, and writes beside it the one the prerendered pages load,
 * without the routes none of them leads to (named after it, with `-public`); returns the sizes in
 * bytes.
 */
export function trimManifest(clientDir: string) {
  const assets = path.join(clientDir, 'assets');
  const files = fs.readdirSync(assets).filter((f) => /^manifest-\w+\.js$/.test(f));
  if (files.length !== 1)
    throw new Error(`expected one manifest in ${assets}, found ${files.length}`);
  const file = path.join(assets, files[0]!);
  const before = fs.readFileSync(file, 'utf8');
  const after = trimManifestSource(before);
  fs.writeFileSync(file, after);
  const publicName = files[0]!.replace(/\.js$/, '-public.js');
  const publicSource = trimManifestSource(before, {
    forPrerenderedPages: { url: `/assets/${publicName}` },
  });
  fs.writeFileSync(path.join(assets, publicName), publicSource);
  const pages = prerenderedPages(clientDir);
  for (const page of pages) {
    const html = path.join(clientDir, page);
    const text = fs.readFileSync(html, 'utf8');
    if (!text.includes(`/assets/${files[0]}`)) throw new Error(`${page} loads no route manifest`);
    fs.writeFileSync(html, text.replaceAll(`/assets/${files[0]}`, `/assets/${publicName}`));
  }
  return {
    before: before.length,
    after: after.length,
    public: publicSource.length,
    pages: pages.length,
  };
}
