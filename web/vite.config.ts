/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './tools/precompress';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    react(),
    VitePWA({
      // The app shows its own "update available — reload" prompt (src/app/service-worker-updates.tsx).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'og-image.jpeg'],
      manifest: {
        id: '/',
        name: 'Quran Assistant — AI Islamic Assistant with Quranic References',
        short_name: 'Quran Assistant',
        description:
          'Ask questions about Islam and the Quran and get answers backed by real Quranic verses, in English and Bangla.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait-primary',
        theme_color: '#0f766e',
        background_color: '#f7f5ef',
        categories: ['education', 'books', 'reference'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        navigateFallback: '/index.html',
        // API calls are never answered with the app shell.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Verse text never changes for a given index: serve it from cache first.
            // Workbox matches GET only unless told otherwise, so POSTs are never cached.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && url.pathname.startsWith('/api/verses/'),
            handler: 'CacheFirst',
            method: 'GET',
            options: {
              cacheName: 'quran-verses',
              expiration: { maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Last: it compresses what the others wrote, the service worker included.
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2020',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and route needs (the first-load benchmark reads it).
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries change less often than app code: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id)) return 'react';
          if (/[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/.test(id)) return 'i18n';
          if (id.includes('@tanstack')) return 'query';
          if (id.includes('dexie')) return 'dexie';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: true,
    restoreMocks: true,
    // A limit for a hung test, not a speed check: the machines that run CI are shared and slow at times.
    testTimeout: 30_000,
  },
});
