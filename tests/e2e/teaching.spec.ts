import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newMatching } from '@/domain/teaching/games';
import { selectGaps } from '@/domain/teaching/gaps';
import {
  arabicUpload,
  DEMO,
  expectNoViolations,
  finishedResource,
  openTeachingScreen,
} from './support';

/** A finished Spanish text made through the API, as the creation flow makes one. */
async function teachingResource(
  request: APIRequestContext,
  visibility: 'PUBLIC' | 'PRIVATE' = 'PRIVATE',
): Promise<number> {
  return (await finishedResource(request, { title: 'Teaching screen', seed: 11, visibility })).id;
}

test('a shared resource signed out: gaps by percentage, answers, reveal, the T and N keys, font size and layout; the teacher prints its vocabulary', async ({
  browser,
  page,
  request,
}) => {
  const stored = await finishedResource(request, {
    title: 'Teaching screen',
    seed: 11,
    visibility: 'PUBLIC',
  });
  const { id } = stored;
  // The screen, signed out, through the public door.
  const visitor = await browser.newContext();
  const screen = await visitor.newPage();
  await screen.goto(`/resource/${String(id)}`);
  await expect(screen.getByRole('heading', { level: 1, name: 'Teaching screen' })).toBeVisible();
  const text = screen.getByRole('region', { name: 'Spanish text' });
  const translation = screen.getByRole('region', { name: 'English translation' });
  await expect(text).toBeVisible();
  await expectNoViolations(screen);

  // Half the words become gaps, each labelled for screen readers.
  await screen.getByLabel('Percentage').selectOption('50');
  const gaps = text.getByRole('textbox', { name: /^Gap \d+ of \d+$/ });
  const total = await gaps.count();
  expect(total).toBeGreaterThan(3);
  await expect(gaps.first()).toHaveAccessibleName(`Gap 1 of ${String(total)}`);
  // Two answered from the key (the domain's own draw for this resource's seed), one wrong.
  const key = selectGaps(
    stored.content,
    'target',
    { kind: 'percentage', percent: 50 },
    stored.seed,
  );
  expect(key.gaps).toHaveLength(total);
  for (const index of [0, 1]) {
    await gaps.nth(index).fill(key.gaps[index]?.answer ?? '');
    await gaps.nth(index).press('Enter');
    await expect(gaps.nth(index)).toHaveAccessibleDescription('Right');
  }
  await expect(text.getByRole('status')).toHaveText(`2 of ${String(total)} right`);
  await gaps.nth(2).fill('zzz');
  await gaps.nth(2).press('Enter');
  await expect(gaps.nth(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(gaps.nth(2)).toHaveAccessibleDescription('Wrong');
  await screen.getByRole('button', { name: 'Reveal all' }).click();
  await expect(text.locator('mark')).toHaveCount(total);

  // N and T hide the texts (not while typing in a gap), A shows everything again.
  await screen.getByRole('heading', { level: 1 }).click();
  await screen.keyboard.press('n');
  await expect(translation).toBeHidden();
  await screen.keyboard.press('t');
  await expect(text).toBeHidden();
  await screen.keyboard.press('a');
  await expect(text).toBeVisible();
  await expect(translation).toBeVisible();

  // One font-size step, and another layout; both kept on this device.
  await screen.getByRole('button', { name: 'Display settings' }).click();
  const size = screen.getByLabel('Font size', { exact: true });
  const before = Number((await size.textContent())?.replace(/\D/g, ''));
  await screen.getByRole('button', { name: 'Larger text' }).click();
  await expect(size).not.toHaveText(String(before));
  await screen.getByLabel('Screen layout').selectOption('2');
  await expect(screen.locator('.teaching-page')).toHaveAttribute('data-layout', '2');
  await expectNoViolations(screen);
  await screen.reload();
  await expect(screen.locator('.teaching-page')).toHaveAttribute('data-layout', '2');

  await visitor.close();

  // The vocabulary prints (a teacher's page): Chromium's own print gives a PDF with the list.
  await openTeachingScreen(page, request, id);
  await page.getByRole('link', { name: 'Print vocabulary', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vocab-print\\?id=${String(id)}$`));
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoViolations(page);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);
});

test('an admin opens a teacher’s private resource on the teaching screen, without its edit link', async ({
  page,
  request,
}) => {
  const id = await teachingResource(request);
  await openTeachingScreen(page, request, id, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Teaching screen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spanish text' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit the activities' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Print vocabulary', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print a worksheet' })).toBeVisible();
});

test('the public door: anyone opens a shared resource signed out; a private one is not shown', async ({
  browser,
  request,
}) => {
  const shared = await teachingResource(request, 'PUBLIC');
  const mine = await teachingResource(request);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/resource/${String(shared)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teaching screen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spanish text' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/resource/${String(shared)}$`));
  await expectNoViolations(page);
  await page.goto(`/resource/${String(mine)}`);
  await expect(page.getByRole('alert')).toHaveText(/does not exist or is not shared/);
  await expect(page.getByRole('region', { name: 'Spanish text' })).toHaveCount(0);
  await visitor.close();
});

/** The text of the focused element, trimmed of the game's marks. */
const focusedText = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.textContent ?? '').replace(/[✓✗●]|\(matched\)/gu, '').trim(),
  );

/** Presses `key` until the focused card reads `text` (at most `limit` presses). */
async function moveTo(page: Page, text: string, key: string, limit = 20): Promise<void> {
  for (let i = 0; i < limit && (await focusedText(page)) !== text; i += 1)
    await page.keyboard.press(key);
  expect(await focusedText(page)).toBe(text);
}

test('the matching game on a shared resource, signed out, is played to the end with the keyboard alone', async ({
  page,
  request,
}) => {
  const { id, content, seed } = await finishedResource(request, {
    title: 'Teaching screen',
    seed: 11,
    visibility: 'PUBLIC',
  });
  // Every pair the game could deal, so the test knows each word's partner whatever the deal.
  const dealt = newMatching(content, seed, 1000);
  if (dealt.type !== 'ok') throw new Error('the text gives no pairs');
  const partner = new Map(dealt.game.pairs.map((pair) => [pair.target, pair.native]));

  await page.goto(`/resource/${String(id)}`);
  const summary = page.getByText('Matching game', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const game = page.getByRole('region', { name: 'Match the words' });
  await expect(game).toBeVisible();
  const targets = game.getByRole('group').first().getByRole('button');
  const total = await targets.count();
  expect(total).toBeGreaterThan(2);

  await page.keyboard.press('Tab');
  for (let matched = 0; matched < total; matched += 1) {
    // The first card still open in the target column, then its partner in the other column.
    const open = game.getByRole('group').first().locator('button:not([aria-disabled="true"])');
    const word = ((await open.first().textContent()) ?? '').replace(/[✓✗●]/gu, '').trim();
    await moveTo(page, word, 'ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await moveTo(page, partner.get(word) ?? '(no partner)', 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect(
      game.getByText(`Matched ${String(matched + 1)} of ${String(total)}`),
    ).toBeVisible();
    await page.keyboard.press('ArrowLeft');
  }
  await expect(
    game.getByText(/^Finished! All \d+ pairs matched, with 0 wrong tries\.$/),
  ).toBeVisible();
  await expectNoViolations(page);
});

test('?tour=resource starts the screen’s guided tour for a signed-out visitor, and Esc ends it', async ({
  browser,
  request,
}) => {
  const shared = await teachingResource(request, 'PUBLIC');
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/resource/${String(shared)}?tour=resource`);
  const tour = page.locator('.parlo-tour');
  await expect(tour.getByRole('heading', { name: 'Gap-fill' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/resource/${String(shared)}`));
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await visitor.close();
});

test('an Arabic text reads right to left on the teaching screen, its translation left to right', async ({
  page,
  request,
}) => {
  const id = await arabicUpload(request);
  await openTeachingScreen(page, request, id);
  const text = page.getByRole('region', { name: 'Arabic text' });
  await expect(text).toContainText('أشتري الخبز');
  const direction = (locator: typeof text) =>
    locator
      .locator('[lang]')
      .first()
      .evaluate((element) => getComputedStyle(element).direction);
  expect(await direction(text)).toBe('rtl');
  expect(await direction(page.getByRole('region', { name: 'English translation' }))).toBe('ltr');
});
