import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * Issue #14 `/activity_stream`: while an admin watches the stream, a teacher in another browser
 * signs in and clicks around; the teacher's sign-in, page views and clicks appear without a
 * reload, in the daily chart's numbers and in the top pages, and the admin narrows the stream to
 * that teacher. Nothing here changes an account that later specs rely on.
 */

test('an admin watches a teacher’s sign-in, page views and clicks arrive live, then filters by them', async ({
  page,
  browser,
  request,
}) => {
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/activity_stream');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity stream' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live:' })).toBeVisible();
  const chartNumbers = page.getByRole('table', { name: /events per day/ });
  await expect(chartNumbers).toBeAttached();
  const todayRow = chartNumbers.locator('tbody tr').last();
  const countToday = async () => Number(await todayRow.locator('td').innerText());
  const before = await countToday();
  // Earlier specs may have left events of the demo teacher today: count only what is new.
  const events = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Event', exact: true }) });
  const teacherRows = events.locator('tbody tr').filter({ hasText: DEMO.teacher.login });
  const toggles = teacherRows.filter({ hasText: 'menu-toggle' });
  const navClicks = teacherRows.filter({ hasText: 'header-classrooms' });
  const classroomViews = teacherRows
    .filter({ hasText: 'Page viewed' })
    .filter({ hasText: '/classrooms/view' });
  const homeViews = teacherRows
    .filter({ hasText: 'Page viewed' })
    .filter({ hasText: '/select_resources' });
  const [togglesBefore, navBefore, viewsBefore] = [
    await toggles.count(),
    await navClicks.count(),
    await classroomViews.count(),
  ];

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signIn(teacher, DEMO.teacher.login, DEMO.teacher.password);
  await expect(teacher).toHaveURL(/\/select_resources$/);
  const menu = teacher.getByRole('button', { name: /Menu/ });
  // The menu closes on every change of address, and under load the sign-in's last one can come
  // after the first click: open it until it stays open, counting every click the stream will show.
  let toggled = 0;
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') {
      await menu.click();
      toggled += 1;
    }
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await menu.click();
  toggled += 1;
  await teacher
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'Classrooms' })
    .click();
  await expect(teacher).toHaveURL(/\/classrooms\/view$/);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Classrooms' })).toBeVisible();

  // No reload: the page's next polls bring the teacher's events (every 5 s).
  await expect(toggles).toHaveCount(togglesBefore + toggled, { timeout: 20_000 });
  await expect(navClicks).toHaveCount(navBefore + 1);
  await expect(classroomViews).toHaveCount(viewsBefore + 1);
  await expect(teacherRows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  // At least those four joined today's bar.
  expect(await countToday()).toBeGreaterThanOrEqual(before + 4);
  const topPages = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Views', exact: true }) });
  await expect(topPages.getByRole('button', { name: '/classrooms/view' })).toBeVisible();
  await expectNoViolations(page);

  // Only that teacher: clicking their address filters the stream by them.
  await teacherRows
    .first()
    .getByRole('button', { name: `Show only ${DEMO.teacher.login}` })
    .click();
  await expect(page.getByLabel('User (e-mail or id)')).toHaveValue(DEMO.teacher.login);
  // The admin's own page views leave the list once the filtered answer is in.
  await expect(events.locator('tbody tr').filter({ hasText: DEMO.admin.login })).toHaveCount(0);
  const users = await events.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(users.length).toBeGreaterThanOrEqual(4);
  expect(new Set(users)).toEqual(new Set([DEMO.teacher.login]));
  await expect(topPages.getByRole('button', { name: '/classrooms/view' })).toBeVisible();
  await expect(topPages.getByRole('button', { name: '/activity_stream' })).toHaveCount(0);

  // A range that ends before it starts is refused on the page, and the stream stays.
  await page.getByLabel('From', { exact: true }).fill('2026-12-10');
  await page.getByLabel('To', { exact: true }).fill('2026-12-01');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('alert')).toContainText('ends before it starts');
  await expect(teacherRows.first()).toBeVisible();

  // Paused, nothing new arrives; resumed, it does.
  const homeViewsBefore = await homeViews.count();
  await page.getByRole('button', { name: 'Pause live updates' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  await teacher.goto('/select_resources');
  await page.getByRole('button', { name: 'Resume live updates' }).click();
  await expect(homeViews).toHaveCount(homeViewsBefore + 1, { timeout: 20_000 });
  await expectNoViolations(page);
  await teacherContext.close();
});
