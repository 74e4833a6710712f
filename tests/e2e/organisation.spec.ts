import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoViolations, latestMailTo, markToursSeen, signIn } from './support';

/*
 * Organisations (issue #13): the head of department invites a teacher who has just registered,
 * the teacher follows the e-mail's link (signing in on the way) and joins, appears as a member
 * with the seat figures changed, and the head removes them after confirming.
 */

/** A new teacher, registered and confirmed through the outbox as a person would. */
async function registerTeacher(page: Page, request: Parameters<typeof latestMailTo>[0]) {
  const email = `invited.teacher.${Date.now()}@school.org`;
  const password = 'Lingua-Franca-42!';
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Ivy Invited');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/inbox/i).first()).toBeVisible();
  const mail = await latestMailTo(request, email);
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
  return { email, password };
}

test('the head invites a new teacher, who joins through the e-mail link and is then removed', async ({
  browser,
  page,
  request,
}) => {
  await markToursSeen(request, DEMO.head);
  await signIn(page, DEMO.head.login, DEMO.head.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  // The menu item follows the profile's experimental flag, which arrives after sign-in, and the
  // menu closes whenever the address changes (under CI load the sign-in's last redirect can land
  // after the first click): open it again until the item shows.
  const menuButton = page.getByRole('button', { name: /Menu/ });
  const organisationItem = page.locator('.menu-list li').filter({ hasText: 'Setup Organisation' });
  await expect(async () => {
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    await expect(organisationItem).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.goto('/organisation');
  await expect(page.getByRole('heading', { level: 1, name: 'Parlo Academy' })).toBeVisible();
  await expect(page.getByTestId('teachers-seats')).toHaveText('4 of 5 free');
  await expect(page.getByTestId('pupils-seats')).toHaveText('300 of 300 free');

  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  const teacher = await registerTeacher(teacherPage, request);

  await page.getByLabel('Teacher’s e-mail address').fill(teacher.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toContainText(
    teacher.email,
  );
  await expect(page.getByTestId('teachers-seats')).toHaveText('3 of 5 free');
  await expect(
    page.getByRole('button', { name: `Withdraw the invitation to ${teacher.email}` }),
  ).toBeVisible();
  await expectNoViolations(page);

  // The teacher opens the link signed out: sign in first, then back to the invitation.
  const mail = await latestMailTo(request, teacher.email);
  const link = /https?:\/\/\S+\/organisation\/join\/[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link, 'the invitation carries a link').not.toBe('');
  await teacherPage.goto(new URL(link).pathname);
  await expect(teacherPage).toHaveURL(/\/signin/);
  await teacherPage.getByLabel('E-mail or username').fill(teacher.email);
  await teacherPage.getByLabel('Password', { exact: true }).fill(teacher.password);
  await teacherPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(teacherPage).toHaveURL(/\/organisation\/join\//);
  await expect(teacherPage.getByText('Hana Head invites you')).toBeVisible();
  await expectNoViolations(teacherPage);
  await teacherPage.getByRole('button', { name: 'Join Parlo Academy' }).click();
  await expect(teacherPage.getByText('You are a member of Parlo Academy.')).toBeVisible();

  // The head sees the new member; the invitation's seat is now the member's.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: teacher.email });
  await expect(row).toContainText('Ivy Invited');
  await expect(page.getByTestId('teachers-seats')).toHaveText('3 of 5 free');
  await expect(page.getByText('No invitation is waiting for an answer.')).toBeVisible();

  // Removing is confirmed first; Cancel keeps them.
  await page.getByRole('button', { name: 'Remove Ivy Invited' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Ivy Invited?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Remove Ivy Invited' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove teacher' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no longer a member' })).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByTestId('teachers-seats')).toHaveText('4 of 5 free');

  // The teacher's own page no longer shows the organisation.
  await teacherPage.goto('/organisation');
  await expect(teacherPage.getByRole('button', { name: 'Set up organisation' })).toBeVisible();
  await teacherContext.close();
});
