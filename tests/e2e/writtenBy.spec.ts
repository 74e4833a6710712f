import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * Which generator wrote a resource (issue #12): the review page, the library and the
 * dashboard's recent resources say it, and stay clean under axe.
 */

test('a generated resource says the built-in generator wrote it on the review page, in the library and on the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Playa ${Date.now().toString(36)}`;
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.getByLabel('Native language').selectOption('en');
  await page.getByLabel('Target language').selectOption('es');
  await page.getByLabel('Scale').selectOption('cefr');
  await page.getByLabel('Level', { exact: true }).selectOption('A2');
  await page.getByLabel('Resource name').fill(name);
  await page.getByLabel('Prompt').fill('a rainy day at the beach');
  await page.getByRole('button', { name: 'Generate' }).click();

  await expect(page).toHaveURL(/\/preview\/\d+$/);
  // Exact: the dashboard's recent resources, which may still be on screen for a moment, say it
  // inside a longer line.
  await expect(page.getByText('Written by the built-in generator', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/private_resources');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByText('Written by the built-in generator')).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/select_resources');
  const recent = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(recent).toContainText('Written by the built-in generator');
  await expectNoViolations(page);
});
