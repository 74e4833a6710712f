import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

test('a subject the built-in generator has no story for writes nothing and offers the nearest stories, one click away', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);

  await page.getByRole('radio', { name: 'Text', exact: true }).check();
  await page.getByLabel('Native language').selectOption('en');
  await page.getByLabel('Target language').selectOption('es');
  await page.getByLabel('Scale').selectOption('cefr');
  await page.getByLabel('Level', { exact: true }).selectOption('A2');
  await page.getByLabel('Word count').selectOption('100');
  await page.getByLabel('Resource name').fill(`Zoo ${Date.now().toString(36)}`);
  await page.getByLabel('Prompt').fill('a rainy day at the zoo');
  await page.getByRole('button', { name: 'Generate' }).click();

  // Nothing was written: the form stays, says why, and offers stories instead.
  await expect(page.getByRole('alert').filter({ hasText: 'no story about' })).toBeVisible();
  await expect(page).toHaveURL(/\/select_resources$/);
  const offers = page.getByRole('region', { name: 'What the built-in generator can write' });
  const beach = offers.getByRole('button', { name: 'Write “A rainy day at the beach”' });
  await expect(beach).toBeVisible();
  await expect(offers.getByRole('link', { name: 'add your own text' })).toBeVisible();
  await offers.getByText(/^The other \d+ stories$/).click();
  await expect(
    offers.getByRole('button', { name: 'Write “A visit to the dentist”' }),
  ).toBeVisible();
  await expectNoViolations(page);

  // The keyboard reaches the offer; choosing it writes that story.
  await beach.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/preview\/\d+$/);
  await expect(
    page.getByText('Told from the built-in story “A rainy day at the beach” at A2.'),
  ).toBeVisible();
});
