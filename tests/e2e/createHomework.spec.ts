import { expect, test } from '@playwright/test';
import {
  DEMO,
  apiHeaders,
  expectNoViolations,
  finishedResource,
  markToursSeen,
  signIn,
} from './support';

/*
 * Setting homework (issue #10): the demo teacher opens a finished resource on the teaching
 * screen, follows "Set as homework", keeps the three tasks Parlo preselects from what the
 * resource has, chooses the demo classroom and sets it.
 */
test('the demo teacher sets a homework of three tasks from a finished resource for the demo classroom', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Homework source ${Date.now().toString(36)}`;
  const resource = await finishedResource(request, {
    title,
    seed: 4103,
    questionTypes: ['vocabulary', 'multi_choice_ques', 'chunks'],
  });
  await markToursSeen(request, DEMO.teacher);
  const seen = await request.post('/api/custom_tour', {
    headers: await apiHeaders(request),
    data: { page: 'create_homework' },
  });
  expect(seen.ok()).toBe(true);

  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto(`/text_translation/${String(resource.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Set as homework' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-homework\\?resourceId=${String(resource.id)}$`));

  // Preselected from the resource: one vocabulary, one reading and one writing task.
  await expect(page.getByLabel('Homework name')).toHaveValue(title);
  const tasks = page.getByRole('group', { name: 'Tasks' });
  const checked = tasks.getByRole('checkbox', { checked: true });
  await expect(checked).toHaveCount(3);
  await expect(tasks.getByRole('checkbox', { name: 'Vocabulary: type the word' })).toBeChecked();
  await expect(tasks.getByRole('checkbox', { name: 'Reading: multiple choice' })).toBeChecked();
  await expect(tasks.getByRole('checkbox', { name: 'Writing: build the sentences' })).toBeChecked();
  // A text has no speakers: the dialogue task is shown, disabled, with its reason.
  const whoSaid = tasks.getByRole('checkbox', { name: 'Game: who said what' });
  await expect(whoSaid).toBeDisabled();
  await expect(whoSaid).toHaveAccessibleDescription(/^Not available: .*Who said what/);

  await tasks
    .getByRole('spinbutton', { name: 'Pass mark for Reading: multiple choice (%)' })
    .fill('75');
  await page.getByRole('checkbox', { name: /Year 8 Spanish/ }).check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Set homework' }).click();

  await expect(page.getByRole('heading', { name: 'Homework set' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    `“${title}” is set for Year 8 Spanish: 3 tasks,`,
  );
  await expect(page.getByText('Reading: multiple choice — pass mark 75%')).toBeVisible();
});

test('at 390 px the homework form is usable and axe-clean', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const resource = await finishedResource(request, {
    title: `Narrow ${Date.now().toString(36)}`,
    seed: 4104,
  });
  await markToursSeen(request, DEMO.teacher);
  await request.post('/api/custom_tour', {
    headers: await apiHeaders(request),
    data: { page: 'create_homework' },
  });
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto(`/create-homework?resourceId=${String(resource.id)}`);
  await expect(page.getByLabel('Homework name')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});

test('without a resource the picker lists the finished ones; the page’s guided tour walks the form', async ({
  page,
  request,
}) => {
  const title = `Picked ${Date.now().toString(36)}`;
  const resource = await finishedResource(request, { title, seed: 4105 });
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/create-homework');
  await page.getByLabel('Resource name').fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const pick = page.getByRole('button', { name: new RegExp(title) });
  await expect(pick).toBeVisible();
  await expectNoViolations(page);
  await pick.click();
  await expect(page.getByLabel('Homework name')).toHaveValue(title);

  await page.goto(`/create-homework?resourceId=${String(resource.id)}&tour=create_homework`);
  const tour = page.locator('.parlo-tour');
  await expect(tour.getByRole('heading', { name: 'The resource' })).toBeVisible();
  await expect(page.locator('.react-joyride__floater')).toHaveCSS('opacity', '1');
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
});
