import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * Issue #10, the teacher's results, on the real server with the demo homework `npm start`
 * seeds for "Year 8 Spanish" (server/db/demoHomework.ts): the list, the class table, one
 * attempt question by question and the CSV download.
 */

test.beforeEach(async ({ page, request }) => {
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
});

test('a teacher reads the demo homework’s class results, opens an attempt and downloads the CSV', async ({
  page,
}) => {
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'Homework results' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Homework results' })).toBeVisible();
  const row = page.getByRole('row', { name: /At the market/ });
  await expect(row).toContainText('Year 8 Spanish');
  await expect(row).toContainText('0 of 1');
  await expect(row).toContainText('Active');
  await expectNoViolations(page);

  await row.getByRole('link', { name: /At the market/ }).click();
  await expect(page).toHaveURL(/\/homework-classroom-result\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'At the market' })).toBeVisible();
  const pupil = page.getByRole('row', { name: /Pat Pupil/ });
  // Vocabulary failed once, then passed: the pass is shown. Reading failed. Phrases: a dash.
  const passed = pupil.getByRole('button', { name: /Key vocabulary: 80%, passed/ });
  await expect(passed).toHaveClass(/result-passed/);
  await expect(
    pupil.getByRole('button', { name: /True, false or not in the text: 33%, not passed/ }),
  ).toHaveClass(/result-failed/);
  await expect(pupil.getByText('not attempted')).toHaveCount(1);
  await expectNoViolations(page);

  await passed.click();
  const panel = page.getByRole('region', { name: 'Pat Pupil · Key vocabulary' });
  await expect(panel).toBeVisible();
  // Five items: the wrong one shows what the pupil wrote beside the right answer.
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  const cheap = panel.getByRole('listitem').filter({ hasText: 'cheap' });
  await expect(cheap).toContainText('caras');
  await expect(cheap).toContainText('baratas');
  await expect(cheap).toContainText('Wrong');
  await expect(panel.getByRole('listitem').filter({ hasText: 'the market' })).toContainText(
    'Right',
  );
  await expectNoViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('at-the-market-year-8-spanish-results.csv');
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.replace(/^\ufeff/, '').split('\r\n')).toEqual([
    'Pupil,User name,Key vocabulary score (%),Key vocabulary result,"True, false or not in the text score (%)","True, false or not in the text result",Find the phrase score (%),Find the phrase result,Tasks passed,Average score (%)',
    'Pat Pupil,pupil.demo,80,passed,33,failed,,not attempted,1 of 3,57',
    '',
  ]);
});

test('the class result page has its guided tour, and is usable at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/homework-result');
  await page.getByRole('link', { name: /At the market/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'At the market' })).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}?tour=homework_classroom_result`);
  const tour = page.locator('.parlo-tour');
  await expect(tour.getByRole('heading', { name: 'Results by pupil and task' })).toBeVisible();
  await expect(page.locator('.react-joyride__floater')).toHaveCSS('opacity', '1');
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  // At phone width the table scrolls inside its box; the download stays reachable.
  const download = page.getByRole('button', { name: 'Download CSV' });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // The table's own scroll box takes the keyboard, and the pupil column stays in view when
  // it is scrolled to its last column.
  const region = page.getByRole('region', { name: 'Results by pupil and task' });
  await region.focus();
  await expect(region).toBeFocused();
  await region.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
  });
  await expect(page.getByRole('rowheader').first()).toBeInViewport();
});

test('an address with no result says so (spec §8)', async ({ page }) => {
  await page.goto('/homework-classroom-result/999999/1');
  await expect(
    page.getByText('No homework result found for the specified class and homework ID.'),
  ).toBeVisible();
});

test('a classroom’s active homework lists the demo homework; its completed homework is empty', async ({
  page,
}) => {
  await page.goto('/homework-result');
  await page.getByRole('link', { name: /At the market/ }).click();
  const classroomId = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  await page.goto(`/classroom/homework/${classroomId}/active`);
  await expect(page.getByRole('heading', { level: 1, name: 'Active homework' })).toBeVisible();
  await expect(page.getByRole('row', { name: /At the market/ })).toContainText('0 of 1');
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'See the completed homework' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed homework' })).toBeVisible();
  await expect(page.getByText('No homework here yet.')).toBeVisible();
});
