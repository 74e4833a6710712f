import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  arabicUpload,
  DEMO,
  expectNoViolations,
  finishedResource,
  markToursSeen,
  openTeachingScreen,
  signIn,
} from './support';

const SHOTS = process.env.LAYOUT_SHOTS ?? '/tmp/layouts';

/** A finished Spanish text with questions, made through the API as the creation flow makes one. */
async function layoutResource(request: APIRequestContext): Promise<number> {
  const recipe = {
    title: 'Screen layouts',
    seed: 7,
    wordCount: 100,
    prompt: 'a day at the market',
  };
  return (await finishedResource(request, recipe)).id;
}

/** Where an element is on the page (not the viewport: the page may scroll between two looks). */
async function box(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      x: rect.x + window.scrollX,
      y: rect.y + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  });
}

/** Chooses a layout in the settings box and closes the box again, so it covers nothing. */
async function chooseLayout(page: Page, id: number): Promise<void> {
  await page.getByRole('button', { name: 'Display settings' }).click();
  await page.getByLabel('Screen layout', { exact: true }).selectOption(String(id));
  await page.getByLabel('Screen layout', { exact: true }).press('Escape');
  await expect(page.locator('.teaching-page')).toHaveAttribute('data-layout', String(id));
  await expect(page.locator('.screen-layout')).toHaveAttribute('data-layout', String(id));
}

test('the ten screen layouts each place both texts their own way, and keep the answers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const id = await layoutResource(request);
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/text_translation/${String(id)}`);
  const text = page.getByRole('region', { name: 'Spanish text' });
  const translation = page.getByRole('region', { name: 'English translation' });
  await expect(text).toBeVisible();

  // An answer in one layout stays in every other.
  await page.getByLabel('Percentage').selectOption('20');
  const firstGap = text.getByRole('textbox', { name: /^Gap 1 of \d+$/ });
  await firstGap.fill('zzz');
  await firstGap.press('Enter');

  const line = (region: Locator, n: number) => region.locator('.gapped-line').nth(n);
  const images = page.locator('.screen-layout-images');
  const shot = (n: number) =>
    page.locator('.screen-layout').screenshot({ path: `${SHOTS}/layout-${String(n)}.png` });
  const sentenceCount = async () => {
    await chooseLayout(page, 3);
    return text.locator('.gapped-line').count();
  };
  const sentences = await sentenceCount();
  expect(sentences).toBeGreaterThan(3);

  // 1 · Side by side: two columns, tops level.
  await chooseLayout(page, 1);
  let [t, n] = [await box(text), await box(translation)];
  expect(n.x).toBeGreaterThan(t.x + t.width - 1);
  expect(Math.abs(n.y - t.y)).toBeLessThan(2);
  await expect(images).toHaveCount(0);
  await expect(firstGap).toHaveValue('zzz');
  await shot(1);

  // 2 · Stacked: the translation under the whole text.
  await chooseLayout(page, 2);
  [t, n] = [await box(text), await box(translation)];
  expect(n.y).toBeGreaterThanOrEqual(t.y + t.height - 1);
  await expect(firstGap).toHaveValue('zzz');
  await shot(2);

  // 3 · Interlinear: each sentence, then its translation, then the next sentence; a gap on an
  // upper line can still be clicked and typed in through the translation's lines.
  await chooseLayout(page, 3);
  const [t0, n0, t1] = [
    await box(line(text, 0)),
    await box(line(translation, 0)),
    await box(line(text, 1)),
  ];
  expect(n0.y).toBeGreaterThanOrEqual(t0.y + t0.height - 1);
  expect(t1.y).toBeGreaterThanOrEqual(n0.y + n0.height - 1);
  await expect(text.locator('.gapped-line')).toHaveCount(sentences);
  await expect(translation.locator('.gapped-line')).toHaveCount(sentences);
  const secondGap = text.getByRole('textbox', { name: /^Gap 2 of \d+$/ });
  await secondGap.click();
  await expect(secondGap).toBeFocused();
  await expect(firstGap).toHaveValue('zzz');
  await expectNoViolations(page);
  await shot(3);
  // Flipped, the translation leads and the text sits under it.
  await page.getByRole('button', { name: 'Flip languages' }).click();
  const [flippedNative, flippedTarget] = [
    await box(line(translation, 0)),
    await box(line(text, 0)),
  ];
  expect(flippedTarget.y).toBeGreaterThanOrEqual(flippedNative.y + flippedNative.height - 1);
  await page.getByRole('button', { name: 'Flip languages' }).click();

  // 4 · Aligned rows: each sentence level with its translation, in two columns.
  await chooseLayout(page, 4);
  for (const index of [0, 1, sentences - 1]) {
    const [a, b] = [await box(line(text, index)), await box(line(translation, index))];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(Math.abs(a.height - b.height)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  }
  await expect(firstGap).toHaveValue('zzz');
  await shot(4);

  // 5 · Images above: the image area (a hint until there are images) over two columns.
  await chooseLayout(page, 5);
  await expect(images).toContainText('Add images to the vocabulary slides to see them here.');
  [t, n] = [await box(text), await box(translation)];
  expect((await box(images)).y + (await box(images)).height).toBeLessThanOrEqual(t.y);
  expect(n.x).toBeGreaterThan(t.x + t.width - 1);
  await shot(5);

  // 6 · Images beside: stacked texts, the image column after them.
  await chooseLayout(page, 6);
  [t, n] = [await box(text), await box(translation)];
  expect(n.y).toBeGreaterThanOrEqual(t.y + t.height - 1);
  expect((await box(images)).x).toBeGreaterThanOrEqual(t.x + t.width - 1);
  await shot(6);

  // 7 · Focus: one sentence pair at a time; Next and → move on.
  await chooseLayout(page, 7);
  await expect(text.locator('.gapped-sentence')).toHaveCount(1);
  await expect(translation.locator('.gapped-sentence')).toHaveCount(1);
  const controls = page.getByRole('group', { name: 'Sentence by sentence' });
  await expect(controls).toContainText(`Sentence 1 of ${String(sentences)}`);
  await controls.getByRole('button', { name: /Next/ }).click();
  await expect(controls).toContainText(`Sentence 2 of ${String(sentences)}`);
  await page.keyboard.press('ArrowRight');
  await expect(controls).toContainText(`Sentence 3 of ${String(sentences)}`);
  await expect(text.locator('[data-sentence-id]')).toHaveAttribute('data-sentence-id', '3');
  await expect(translation.locator('[data-sentence-id]')).toHaveAttribute('data-sentence-id', '3');
  // The pair, then the score under it.
  const [pairTop, pairBottom] = [await box(line(text, 0)), await box(line(translation, 0))];
  expect(pairBottom.y).toBeGreaterThanOrEqual(pairTop.y + pairTop.height - 1);
  expect((await box(text.locator('.gap-score'))).y).toBeGreaterThanOrEqual(
    pairBottom.y + pairBottom.height - 1,
  );
  await page.keyboard.press('ArrowLeft');
  await expect(controls).toContainText(`Sentence 2 of ${String(sentences)}`);
  await expectNoViolations(page);
  await shot(7);

  // 8 · Large picture: the image area before the stacked texts.
  await chooseLayout(page, 8);
  [t, n] = [await box(text), await box(translation)];
  const picture = await box(images);
  expect(t.x).toBeGreaterThanOrEqual(picture.x + picture.width - 1);
  expect(n.y).toBeGreaterThanOrEqual(t.y + t.height - 1);
  await shot(8);

  // 9 · Image gallery: two columns, the images under them.
  await chooseLayout(page, 9);
  [t, n] = [await box(text), await box(translation)];
  expect(n.x).toBeGreaterThan(t.x + t.width - 1);
  expect((await box(images)).y).toBeGreaterThanOrEqual(
    Math.max(t.y + t.height, n.y + n.height) - 1,
  );
  await shot(9);

  // 10 · Text and questions: the questions beside the texts, before the games.
  await chooseLayout(page, 10);
  const questions = page.locator('.teach-questions');
  [t, n] = [await box(text), await box(translation)];
  const q = await box(questions);
  expect(n.y).toBeGreaterThanOrEqual(t.y + t.height - 1);
  expect(q.x).toBeGreaterThanOrEqual(Math.max(t.x + t.width, n.x + n.width) - 1);
  expect(Math.abs(q.y - t.y)).toBeLessThan(40);
  await expect(page.locator('.screen-layout .teach-questions')).toHaveCount(1);
  await expect(firstGap).toHaveValue('zzz');
  await expectNoViolations(page);
  await shot(10);
});

test('right-to-left text stays right to left in the sentence-by-sentence layouts', async ({
  page,
  request,
}) => {
  const id = await arabicUpload(request);
  await openTeachingScreen(page, request, id);
  const text = page.getByRole('region', { name: 'Arabic text' });
  const translation = page.getByRole('region', { name: 'English translation' });
  await expect(text).toContainText('أشتري الخبز');

  /** The line's direction, and whether its sentence sits against the line's right edge. */
  const lineOf = (region: Locator) =>
    region
      .locator('.gapped-line')
      .first()
      .evaluate((line) => {
        const style = getComputedStyle(line);
        const inner = line.getBoundingClientRect().right - parseFloat(style.paddingRight);
        const sentence = line.querySelector('.gapped-sentence')?.getBoundingClientRect();
        return {
          direction: style.direction,
          atRight: sentence !== undefined && Math.abs(sentence.right - inner) < 6,
        };
      });
  for (const layout of [3, 4, 7]) {
    await chooseLayout(page, layout);
    expect(await lineOf(text)).toEqual({ direction: 'rtl', atRight: layout !== 7 });
    // Interlinear: the translation sits at the right too, under the sentence it translates.
    expect(await lineOf(translation)).toEqual({ direction: 'ltr', atRight: layout === 3 });
    await page.locator('.screen-layout').screenshot({
      path: `${SHOTS}/rtl-layout-${String(layout)}.png`,
    });
  }
});
