import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite.precompress.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  // Brotli and gzip copies made at build, served as they are (server/http/plugins/spa.ts).
  plugins: [react(), precompress()],
  resolve: { alias: { '@': src } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in one chunk: the first page needs all of
          // it anyway, and as some 30 small chunks it cost a request (and, over HTTP/1.1's six
          // connections, a queue) each.
          // The small rules, machines, contracts and adapters that two or more lazy chunks share
          // (the composition root's areas and their pages), in one chunk too: split apart, they
          // made the teaching screen's first visit 44 requests. The large ones stay apart, so that
          // a page such as sign-in does not download every area's.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              test: /[\\/]src[\\/](domain|application|contract|infrastructure)[\\/]/,
              minShareCount: 2,
              maxModuleSize: 4096,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // `npm run dev` serves the SPA with hot reload; the API runs beside it (`tsx server/main.ts`).
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000' },
      '/config.js': { target: 'http://127.0.0.1:3000' },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{domain,application,infrastructure,architecture}/**/*.test.ts'],
          // Room, not a speed target: property tests generate many inputs, and CI is 2 cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One embedded PostgreSQL for the run; each file copies the migrated template.
          globalSetup: ['./tests/server/support/globalSetup.ts'],
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
