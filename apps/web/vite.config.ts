import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The production bundle goes to `dist`, which the server serves at `/`. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/socket.io': { target: 'http://localhost:8080', ws: true },
    },
  },
});
