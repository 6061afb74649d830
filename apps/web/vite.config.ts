import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** The production bundle goes to `dist`, which the server serves at `/`. */
export default defineConfig({
  plugins: [
    react(),
    // The operator app installs and opens offline. Its service worker is registered by the
    // /operator page only, for that scope: the rest of the app and every /api call stay as they are.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      scope: '/operator',
      manifest: {
        name: 'Tramline operator',
        short_name: 'Tramline',
        description: 'The day’s sent schedule in the cab',
        start_url: '/operator',
        scope: '/operator',
        display: 'standalone',
        theme_color: '#1b4332',
        background_color: '#ffffff',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The map library's chunk is over a megabyte.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/operator/],
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
  ],
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
