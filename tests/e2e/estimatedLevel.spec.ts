import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * Issue #12 on the review page: the text's estimated level beside the level asked for, and
 * what of the prompt the built-in generator could not use, said before review.
 */
test('review shows a B2 text’s estimated level and names what of the prompt was not used', async ({
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
  await page.getByLabel('Resource name').fill(`Valencia ${Date.now().toString(36)}`);
  await page.getByLabel('Prompt').fill('a day at the beach in Valencia by plane');
  await page.getByRole('button', { name: 'Generate' }).click();

  await expect(page).toHaveURL(/\/preview\/\d+$/);
  const note = page.getByRole('note', { name: 'How the text was written' });
  await expect(note).toContainText('Not used from your prompt: plane — an AI provider can.');
  const estimate = page.getByTestId('estimated-level');
  await expect(estimate).toContainText(/Estimated level of this text: (B1|B2|C1)/);
  await expect(estimate).toContainText('you asked for B2 (Upper intermediate)');
  // The text itself goes to the prompt's city.
  const sentences = page.getByLabel(/^Sentence \d+(?: \(.+\))?, Spanish$/);
  const texts = await sentences.evaluateAll((boxes) =>
    boxes.map((box) => (box as HTMLTextAreaElement | HTMLInputElement).value),
  );
  expect(texts.join(' ')).toContain('Valencia');
  await expectNoViolations(page);
});
