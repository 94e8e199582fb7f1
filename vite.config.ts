import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    react(),
    // Installable and playable offline after the first visit. A new version waits for the
    // next start (registerType 'prompt': the page never reloads itself mid-match).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icon.svg'],
      manifest: {
        name: 'Kapaga',
        short_name: 'Kapaga',
        description: 'Crazy Eights with a shout: stacking 2s, wild 8s, a Joker and KAPAGA!',
        theme_color: '#135c37',
        background_color: '#0a3b23',
        display: 'standalone',
        start_url: '.',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The lab's chart chunk is large; it is cached too, so the lab works offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
      },
    }),
  ],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    // Vitest 4 removed `environmentMatchGlobs`; per-environment settings live in `projects`.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
    ],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    passWithNoTests: false,
    // Vitest's default is one worker fewer than the cores: one, on the two cores CI has.
    maxWorkers: 2,
    // A guard against hangs, not a speed check: the heavier suites (whole seeded games,
    // bot strength) must not fail because CI shares two cores with the browser tests.
    testTimeout: 30_000,
  },
});
