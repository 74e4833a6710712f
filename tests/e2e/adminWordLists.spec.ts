import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiHeaders,
  DEMO,
  expectNoViolations,
  markToursSeen,
  openTeachingScreen,
  signIn,
} from './support';

/*
 * Issue #14 `/chunks_keyWords`: an admin adds a Spanish break word, sees the preview cut a
 * sample sentence at it, and a teacher's next upload is cut there on the teaching screen. The
 * word is removed at the end (specs after this one upload Spanish texts too).
 */

const WORD = 'entonces';
const SAMPLE = 'Estaba muy cansado entonces me fui a casa.';

/** Removes what a failed run may have left behind: the break word and the Italian tag. */
async function removeWord(request: APIRequestContext): Promise<void> {
  const headers = await apiHeaders(request, DEMO.admin);
  const lists = await request.get('/api/admin/word-lists?language=es', { headers });
  const body = (await lists.json()) as { data: { chunkWords: { id: number; word: string }[] } };
  for (const entry of body.data.chunkWords.filter((w) => w.word === WORD))
    await request.delete(`/api/admin/word-lists/chunk-words/${String(entry.id)}`, { headers });
  const italian = await request.get('/api/admin/word-lists?language=it', { headers });
  const tags = (await italian.json()) as {
    data: { posSuggestions: { id: number; word: string }[] };
  };
  for (const entry of tags.data.posSuggestions.filter((w) => w.word === 'boh'))
    await request.delete(`/api/admin/word-lists/pos-suggestions/${String(entry.id)}`, { headers });
}

test.afterAll(async ({ request }) => {
  await removeWord(request);
});

test('an admin adds a Spanish break word, sees the preview change, and a teacher’s next upload is cut there', async ({
  page,
  request,
  browser,
}) => {
  await markToursSeen(request, DEMO.admin);
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/chunks_keyWords');
  await expect(page.getByRole('heading', { level: 1, name: 'Chunks and key words' })).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 2, name: 'Words for Spanish' })).toBeVisible();

  await page.getByLabel('Sample sentence', { exact: true }).fill(SAMPLE);
  const after = page.getByRole('list', { name: 'With the lists' });
  await expect(after.getByRole('listitem')).toHaveText([SAMPLE]);
  await expectNoViolations(page);

  // An empty box is refused with a clear message, and nothing is added.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Type a word to add (one per line).');

  await page.getByLabel('Words to add (one per line)').fill(WORD);
  await page.getByLabel('Rule').selectOption('break_before');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Added "${WORD}" (break before); the next upload uses it.`,
  );
  await expect(page.getByRole('cell', { name: WORD, exact: true })).toBeVisible();
  await expect(after.getByRole('listitem')).toHaveText([
    'Estaba muy cansado',
    'entonces me fui a casa.',
  ]);
  await expect(
    page.getByRole('list', { name: 'Without the lists' }).getByRole('listitem'),
  ).toHaveText([SAMPLE]);

  // The same word again is refused before it reaches the server.
  await page.getByLabel('Words to add (one per line)').fill('Entonces');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '"Entonces" is already in this list (as "entonces").',
  );
  await expectNoViolations(page);

  // The demo teacher uploads a text without a translation: the new boundary is in its chunks.
  const uploaded = await request.post('/api/resources/upload', {
    headers: await apiHeaders(request, DEMO.teacher),
    data: {
      name: 'Cansado',
      target: 'es',
      native: 'en',
      level: { kind: 'cefr', level: 'A2' },
      text: `${SAMPLE} Mañana vuelvo al trabajo.`,
    },
  });
  expect(uploaded.status()).toBe(201);
  const id = ((await uploaded.json()) as { data: { id: number } }).data.id;
  const context = await browser.newContext();
  const teacherPage = await context.newPage();
  await openTeachingScreen(teacherPage, request, id);
  await teacherPage.locator('summary', { hasText: 'Chunk game' }).click();
  const tiles = teacherPage.locator('.chunk-tile');
  await expect(tiles).toHaveCount(2);
  expect((await tiles.allInnerTexts()).map((t) => t.trim()).sort()).toEqual([
    'Estaba muy cansado',
    'entonces me fui a casa.',
  ]);
  await context.close();

  // The admin removes the word; the preview is back to one chunk.
  await page.getByRole('button', { name: `Remove ${WORD} (break before)` }).click();
  await expect(page.getByRole('status')).toHaveText(`Removed "${WORD}".`);
  await expect(after.getByRole('listitem')).toHaveText([SAMPLE]);
});

test('axe finds nothing on the part-of-speech screen, and its preview shows a suggested tag', async ({
  page,
  request,
}) => {
  await markToursSeen(request, DEMO.admin);
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/pos_suggestions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Part-of-speech suggestions' }),
  ).toBeVisible();
  await page.getByLabel('Language').selectOption('it');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tagged words for Italian' }),
  ).toBeVisible();
  await page.getByLabel('Sample sentence', { exact: true }).fill('Boh, non lo so.');
  const boh = page
    .getByRole('table', { name: 'Tags of the sample sentence' })
    .getByRole('row', { name: /Boh/ });
  await expect(boh.getByRole('cell')).toHaveText(['Boh', 'other', 'other']);

  await page.getByLabel('Words to add (one per line)').fill('verbo sbagliato');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '"verbo sbagliato" has a space in it; give one word per line.',
  );
  await page.getByLabel('Words to add (one per line)').fill('boh');
  await page.getByLabel('Part of speech').selectOption('interjection');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Added "boh" (tagged interjection); the next upload uses it.',
  );
  await expect(boh.getByRole('cell')).toHaveText(['Boh', 'other', 'interjection']);
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Remove boh (interjection)' }).click();
  await expect(page.getByRole('status')).toHaveText('Removed "boh".');
  await expect(boh.getByRole('cell')).toHaveText(['Boh', 'other', 'other']);
});
