import { defineConfig } from '@playwright/test';
import { findBrowser } from './scripts/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${PORT}`;
const browser = findBrowser();

/*
 * End-to-end tests drive a real Chromium against the real server started as `npm start` does,
 * on a fresh database (scripts/e2e-server.mjs). The browser is Playwright's own where installed,
 * else Debian's (`npm run test:e2e` installs it first when missing: scripts/browser.mjs).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: browser ?? undefined,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
