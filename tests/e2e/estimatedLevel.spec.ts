import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * The review page: the text's estimated level beside the level asked for, and what of the
 * prompt the built-in generator's story leaves out, said before review.
 */
test('review shows a B2 text’s estimated level, told from the story the prompt is about', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);

  await page.getByRole('radio', { name: 'Text', exact: true }).check();
  await page.getByLabel('Native language').selectOption('en');
  await page.getByLabel('Target language').selectOption('es');
  await page.getByLabel('Scale').selectOption('cefr');
  await page.getByLabel('Level', { exact: true }).selectOption('B2');
  await page.getByLabel('Word count').selectOption('150');
  await page.getByLabel('Resource name').fill(`New flat ${Date.now().toString(36)}`);
  await page.getByLabel('Prompt').fill('moving to a new flat');
  await page.getByRole('button', { name: 'Generate' }).click();

  await expect(page).toHaveURL(/\/preview\/\d+$/);
  const note = page.getByRole('note', { name: 'How the text was written' });
  await expect(note).toContainText('Told from the built-in story “Moving to a new flat” at B2.');
  await expect(note).not.toContainText('Not in this story');
  const estimate = page.getByTestId('estimated-level');
  await expect(estimate).toContainText(/Estimated level of this text: (B1|B2|C1)/);
  await expect(estimate).toContainText('you asked for B2 (Upper intermediate)');
  // The text is the story of the prompt: the move to a new flat.
  const sentences = page.getByLabel(/^Sentence \d+(?: \(.+\))?, Spanish$/);
  const texts = await sentences.evaluateAll((boxes) =>
    boxes.map((box) => (box as HTMLTextAreaElement | HTMLInputElement).value),
  );
  expect(texts.join(' ')).toMatch(/piso|mudanza/u);
  await expectNoViolations(page);
});
