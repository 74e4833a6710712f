import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, registeredTeacher, signIn } from './support';

/*
 * Issue #14: the short tours of the classrooms, homework results and subscriptions pages, in
 * Chromium on the real server, whose `/custom_tour` keeps the seen-state per user.
 */

/** Waits until the tour's tooltip is fully painted: axe measures contrast as painted. */
async function tooltipSettled(page: Page): Promise<void> {
  await expect(page.locator('.react-joyride__floater')).toHaveCSS('opacity', '1');
}

test('a new teacher sees the classrooms tour once, finishes it, and not again in another browser', async ({
  browser,
  request,
}) => {
  // A teacher of this test's own, who has seen no tour yet.
  const teacher = await registeredTeacher(request);

  const first = await browser.newContext();
  const page = await first.newPage();
  await signIn(page, teacher.login, teacher.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/classrooms/view');
  const tour = page.locator('.parlo-tour');
  await expect(tour.getByRole('heading', { name: 'New classroom' })).toBeVisible();
  await tooltipSettled(page);
  await expectNoViolations(page);

  await tour.getByRole('button', { name: 'Next' }).click();
  // A new teacher has no classrooms: the step points at what the list says instead.
  await expect(tour.getByRole('heading', { name: 'Your classrooms' })).toBeVisible();
  await expect(page.getByText('You have no classrooms yet.')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByRole('heading', { name: 'Archived classrooms' })).toBeVisible();
  await expect(tour.getByRole('link', { name: /Read the guide/ })).toHaveAttribute(
    'href',
    '/docs/classrooms-and-homework',
  );
  await tooltipSettled(page);
  await expectNoViolations(page);
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/api/custom_tour') && r.request().method() === 'POST' && r.ok(),
  );
  await tour.getByRole('button', { name: 'Exit' }).click();
  expect((await reported).request().postDataJSON()).toEqual({ page: 'classrooms' });
  await expect(tour).toHaveCount(0);
  await first.close();

  const second = await browser.newContext();
  const again = await second.newPage();
  await signIn(again, teacher.login, teacher.password);
  await expect(again).not.toHaveURL(/\/signin/);
  const asked = again.waitForResponse((r) => r.url().includes('/api/custom_tour/classrooms'));
  await again.goto('/classrooms/view');
  expect(await (await asked).json()).toEqual({ data: { seen: true } });
  await expect(again.locator('[data-tour="classrooms-new"]')).toBeVisible();
  await expect(again.getByText('You have no classrooms yet.')).toBeVisible();
  await expect(again.locator('.parlo-tour')).toHaveCount(0);
  // The page works under no overlay: the first control takes a click.
  await again.getByRole('link', { name: 'New classroom' }).click();
  await expect(again).toHaveURL(/\/classrooms\/create$/);
  await second.close();
});

for (const { path, pageId, first, last, guide } of [
  {
    path: '/homework-result',
    pageId: 'homework_result',
    first: 'Find a homework',
    last: 'A class’s results',
    guide: '/docs/classrooms-and-homework',
  },
  {
    path: '/subscription/product',
    pageId: 'subscription_product',
    first: 'Your plan',
    last: 'Changing plan',
    guide: '/docs/subscriptions',
  },
]) {
  test(`${path} has its short tour, axe-clean from first step to last`, async ({
    page,
    request,
  }) => {
    await markToursSeen(request, DEMO.teacher);
    await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
    await expect(page).not.toHaveURL(/\/signin/);
    // Seen (marked above), so it shows only when asked for (spec §2 `?tour=`).
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.parlo-tour')).toHaveCount(0);

    await page.goto(`${path}?tour=${pageId}`);
    const tour = page.locator('.parlo-tour');
    await expect(tour.getByRole('heading', { name: first })).toBeVisible();
    await tooltipSettled(page);
    await expectNoViolations(page);
    // The demo teacher's data puts every step's mark on the page: the dots reach them all.
    const dots = tour.getByRole('navigation', { name: 'Tour steps' }).getByRole('button');
    for (const dot of await dots.all()) await expect(dot).toBeEnabled();
    await dots.last().click();
    await expect(tour.getByRole('heading', { name: last })).toBeVisible();
    await expect(tour.getByRole('link', { name: /Read the guide/ })).toHaveAttribute('href', guide);
    await tooltipSettled(page);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  });
}
