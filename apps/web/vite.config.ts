import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    // In development the API runs as its own process; the browser still talks to one origin.
    proxy: { '/api': apiTarget, '/robots.txt': apiTarget, '/sitemap.xml': apiTarget },
  },
  build: { assetsInlineLimit: 2048 },
});
