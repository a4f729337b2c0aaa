import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The MSW worker script sits in public/ for `npm run dev:mock`; a real build leaves it out. */
function dropMockWorker(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode !== 'mock') fs.rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

// The app lives under /profile/ on the same origin as the API; in development Vite proxies /api
// to the server `npm run dev` starts. `npm run dev:mock` (mode "mock") answers /api from MSW instead.
export default defineConfig(({ mode }) => ({
  base: '/profile/',
  plugins: [react(), dropMockWorker(mode)],
  build: {
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets `npm run bench` add up what the login screen downloads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: mode === 'mock' ? undefined : { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
