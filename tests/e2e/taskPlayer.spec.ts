import { test, expect, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { expectNoViolations } from './support';

/*
 * The task player in Chromium, on the harness page (tests/e2e/harness/), served by Vite beside
 * the real server: what jsdom cannot tell, as laid out and painted — no sideways scrolling on a
 * phone 375 px wide, and axe's colour and target-size rules — for every template, after a move
 * that shows the picked and placed states.
 */

let vite: ViteDevServer;
let origin: string;

test.beforeAll(async () => {
  vite = await createServer({
    configFile: 'vite.config.ts',
    server: { host: '127.0.0.1', port: 0, hmr: false },
    logLevel: 'error',
  });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (url === undefined) throw new Error('Vite gave no address');
  origin = url.replace(/\/$/u, '');
});

test.afterAll(async () => {
  await vite.close();
});

async function open(page: Page, kind: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/tests/e2e/harness/taskPlayer.html?kind=${kind}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const MOVES: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  'vocab-type': async (page) => {
    await page.getByRole('textbox').first().fill('el mercado');
  },
  'reading-multiple-choice': async (page) => {
    await page.getByRole('radio').first().check();
  },
  'reading-true-false': async (page) => {
    await page.getByRole('radio', { name: 'Not in the text' }).first().check();
  },
  'reading-find-the-phrase': async (page) => {
    const words = page.getByRole('group', { name: /^Text: choose the words/ }).getByRole('button');
    await words.nth(1).click();
    await words.nth(2).click();
  },
  'writing-sentence-builder': async (page) => {
    const pool = page.getByRole('group', { name: 'Pieces of question 1' }).getByRole('button');
    await pool.nth(0).click();
    await pool.nth(1).click();
    await page
      .getByRole('list', { name: 'Your sentence' })
      .first()
      .getByRole('button')
      .first()
      .click();
  },
  'game-vocabulary-match': async (page) => {
    const words = page.getByRole('group', { name: 'Words' }).getByRole('button');
    await words.nth(0).click();
    await page.getByRole('group', { name: 'Spanish' }).getByRole('button').nth(0).click();
    await words.nth(1).click();
  },
  'game-who-said-what': async (page) => {
    await page
      .getByRole('group', { name: 'Lines of the dialogue' })
      .getByRole('button')
      .first()
      .click();
  },
  'writing-spot-the-mistakes': async (page) => {
    await page.getByRole('textbox').first().fill('es');
  },
  'listening-true-false': async (page) => {
    await expect(page.getByRole('region', { name: 'Listen first' })).toBeVisible();
  },
};

for (const [kind, move] of Object.entries(MOVES)) {
  test(`${kind}: fits a phone without sideways scrolling, and axe finds no violation`, async ({
    page,
  }) => {
    await open(page, kind);
    await move(page);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });
}
