import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * Issue #12: a teacher's own text with its translation gets what the offline tools can make —
 * key vocabulary, find the phrase and the chunk game, every item taken from the text — and the
 * question types that need understanding say, before any are chosen, that they need an AI
 * provider.
 */

const TEXT =
  'Me llamo Lucía y tengo un hermano. Los fines de semana juego al fútbol en el parque con mis amigos. Ayer hizo sol y comimos helado en la playa. Mi casa es grande y bonita.';
const TRANSLATION =
  'My name is Lucía and I have a brother. At the weekend I play football in the park with my friends. Yesterday it was sunny and we ate ice cream on the beach. My house is big and pretty.';
const NEEDS_AI_PROVIDER =
  'Needs an AI provider: the built-in tools can’t understand a text they didn’t write.';

test.beforeEach(async ({ page, request }) => {
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
});

async function revealPanel(page: Page, label: string): Promise<string[]> {
  await page.getByRole('tablist', { name: 'Questions' }).getByRole('tab', { name: label }).click();
  const panel = page.getByRole('tabpanel', { name: label });
  await panel.getByRole('button', { name: 'Show answers' }).click();
  // Each answer shows as "Answer: …".
  return (await panel.locator('.question-answer').allInnerTexts()).map((text) =>
    text.replace(/^\s*Answer:\s*/u, '').trim(),
  );
}

test('an own text with its translation gets vocabulary, phrases and chunks from the text, and the understanding types say they need an AI provider', async ({
  page,
}) => {
  await page.goto('/add_resource');
  await page.getByLabel('Resource name').fill('Lucía');
  await page.getByLabel('Language taught').selectOption('es');
  await page.getByLabel('Pupils’ language').selectOption('en');
  await page.getByLabel('Level', { exact: true }).selectOption('A2');
  await page.getByLabel('Text', { exact: true }).fill(TEXT);
  await page.getByLabel('Translation (optional)').fill(TRANSLATION);
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(/\/preview\/\d+$/);

  // The review page says which types this text cannot have, and why, before any is chosen.
  const types = page.getByRole('region', { name: 'Question types' });
  for (const label of ['Comprehension', 'Multiple choice', 'Inference', 'Open-ended']) {
    const box = types.getByRole('checkbox', { name: label, exact: true });
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription('Needs an AI provider');
  }
  await expect(types.getByText(NEEDS_AI_PROVIDER)).toBeVisible();
  for (const label of ['Find the phrase', 'Sentence chunks', 'Key vocabulary'])
    await expect(types.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Create questions' }).click();
  await expect(page).toHaveURL(/\/activities\/preview\/\d+$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Find the phrase' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Finish and display' }).click();
  await expect(page).toHaveURL(/\/text_translation\/\d+$/);

  const text = page.getByRole('region', { name: 'Spanish text' });
  await expect(text).toContainText('Lucía');
  // Read as text, not as laid out: the screen may still be settling after the navigation.
  const written = ((await text.textContent()) ?? '').replace(/\s+/gu, ' ');

  // Key vocabulary: each answer is a word of the text.
  const vocabulary = await revealPanel(page, 'Key vocabulary');
  expect(vocabulary.length).toBeGreaterThanOrEqual(6);
  for (const answer of vocabulary)
    expect(written.toLocaleLowerCase(), answer).toContain(answer.toLocaleLowerCase());
  expect(vocabulary).toEqual(expect.arrayContaining(['hermano', 'playa', 'juego al fútbol']));
  // A verb keeps its person and its object on both sides: "juego al fútbol" is "I play
  // football", as the translation says; "juego" alone is no item.
  expect(vocabulary).not.toContain('juego');
  await expect(page.getByRole('tabpanel', { name: 'Key vocabulary' })).toContainText(
    'I play football',
  );

  // Find the phrase: each answer is a stretch of the text, never a whole sentence.
  const phrases = await revealPanel(page, 'Find the phrase');
  expect(phrases.length).toBeGreaterThanOrEqual(3);
  for (const answer of phrases) {
    expect(written, answer).toContain(answer);
    expect(TEXT.split(/(?<=\.) /u)).not.toContain(`${answer}.`);
  }
  expect(phrases).toContain('Los fines de semana');

  // The chunk game deals the text's own chunks: more than one per sentence, each in the text.
  await page.locator('summary', { hasText: 'Chunk game' }).click();
  const tiles = page.locator('.chunk-tile');
  await expect(tiles.first()).toBeVisible();
  const chunks = (await tiles.allInnerTexts()).map((chunk) => chunk.trim());
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  for (const chunk of chunks) expect(written, chunk).toContain(chunk);
  await expectNoViolations(page);
});
