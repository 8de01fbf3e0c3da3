import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app and /api on one port; in development Vite proxies to it.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
