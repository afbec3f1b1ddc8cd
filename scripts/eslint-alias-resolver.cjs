/* eslint-disable @typescript-eslint/no-require-imports -- eslint-plugin-import loads resolvers with require(), so this one is CommonJS. */
// An eslint-plugin-import resolver for the web app's `~/` alias (apps/web/app), so the import
// zones check `~/features/...` like a relative import. The TypeScript resolver package would do
// the same but pulls in native binaries for every platform, which breaks `npm ci` here.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const webApp = path.join(__dirname, '..', 'apps', 'web', 'app');
const extensions = ['.ts', '.tsx', '.js'];

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const mapped = source.startsWith('~/') ? path.join(webApp, source.slice(2)) : source;
  return nodeResolver.resolve(mapped, file, { extensions, ...config });
};
