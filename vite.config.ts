import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app lives under /profile/ on the same origin as the API; in development Vite proxies /api
// to the server started by `npm run dev:server`.
export default defineConfig({
  base: '/profile/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
