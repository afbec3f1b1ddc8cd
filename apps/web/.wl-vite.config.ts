// Temporary local dev config of the leads helper (deleted before handing over).
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import base from './vite.config';

export default mergeConfig(base, {
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
});
