import { expect, test, type Page } from '@playwright/test';
import {
  arabicUpload,
  DEMO,
  expectNoViolations,
  latestMailTo,
  markToursSeen,
  signIn,
} from './support';

/*
 * The admin's users screens (issue #14): an admin finds a teacher by search, opens them,
 * disables the account (the teacher, signed in elsewhere, is sent to sign-in on their next
 * action) and re-enables it. A teacher registered here is used, never a demo account.
 */

async function registerTeacher(page: Page, request: Parameters<typeof latestMailTo>[0]) {
  const stamp = Date.now();
  // Names take letters only: the time, written in letters, keeps the teacher unique.
  const tag = String(stamp).replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)));
  const fullName = `Dora Disabled ${tag}`;
  const email = `dora.disabled.${stamp}@school.org`;
  const password = 'Lingua-Franca-42!';
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/inbox/i).first()).toBeVisible();
  const mail = await latestMailTo(request, email);
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
  return { fullName, email, password };
}

test('an admin finds a teacher, disables the account (its session ends at once) and re-enables it', async ({
  browser,
  page,
  request,
}) => {
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  const teacher = await registerTeacher(teacherPage, request);
  await markToursSeen(request, { login: teacher.email, password: teacher.password });
  await signIn(teacherPage, teacher.email, teacher.password);
  await expect(teacherPage).not.toHaveURL(/\/signin/);

  await markToursSeen(request, DEMO.admin);
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/user_list');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Name, e-mail or user name').fill(teacher.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: teacher.fullName }).click();
  await expect(page).toHaveURL(/[?&]user=\d+/);
  const panel = page.getByRole('region', { name: teacher.fullName });
  await expect(panel.getByRole('heading', { name: teacher.fullName })).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  // The address is shareable: opening it afresh shows the same account.
  await page.reload();
  await expect(panel.getByRole('heading', { name: teacher.fullName })).toBeVisible();

  await panel.getByRole('button', { name: 'Disable account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // No reason: refused on the page, nothing sent.
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason: the audit log keeps it.');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('End-to-end test');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toContainText('disabled: their sessions have ended');
  await expect(panel.getByText(/^Disabled on /)).toBeVisible();

  // The teacher's next action: their still-valid access token is refused and they sign in again.
  await teacherPage.goto('/account_setting');
  await expect(teacherPage).toHaveURL(/\/signin/);

  await panel.getByRole('button', { name: 'Re-enable account' }).click();
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Back after the test');
  await dialog.getByRole('button', { name: 'Re-enable' }).click();
  await expect(panel.getByRole('status')).toContainText('enabled again');
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();

  await signIn(teacherPage, teacher.email, teacher.password);
  await expect(teacherPage).not.toHaveURL(/\/signin/);
  await teacherContext.close();
});

test('the users screens work at phone width without the page scrolling sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await markToursSeen(request, DEMO.admin);
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  for (const [path, heading] of [
    ['/user_list?role=public', 'Users'],
    ['/user_sub', 'User subscriptions'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Measured once the rows are there: the table is what could widen the page.
    await expect(page.getByRole('region', { name: /^Table of / })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  }
  // A teacher's resources, each opening on the teaching screen.
  const resourceId = await arabicUpload(request);
  await page.goto('/user_list?q=teacher%40example.com');
  const userLink = page.locator('.admin-users-table tbody th a').first();
  await userLink.click();
  const allResources = page.getByRole('link', { name: /^All \d+ resources of / });
  await allResources.click();
  await expect(page).toHaveURL(/\/user_sub\/resource\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: /^Resources of / })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'السوق' }).first().click();
  // Newest first: the text uploaded a moment ago is the first of that title.
  await expect(page).toHaveURL(new RegExp(`/text_translation/${resourceId}$`));
});
