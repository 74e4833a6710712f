import { expect, test } from '@playwright/test';
import { latestMailTo, menuLabels, signIn } from './support';

test('a teacher registers, confirms the e-mail through the outbox, signs in and lands on Home', async ({
  page,
  request,
}) => {
  const email = `new.teacher.${Date.now()}@school.org`;
  const password = 'Lingua-Franca-42!';

  await page.goto('/register');
  await page.getByLabel('Full name').fill('Nora Newcomer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/inbox/i).first()).toBeVisible();

  // Signing in before confirming the address is refused.
  await signIn(page, email, password);
  await expect(page.getByRole('alert').first()).toContainText(/confirm/i);

  const mail = await latestMailTo(request, email);
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, 'the confirmation e-mail carries a link').toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // A new teacher's first visit to Home starts the dashboard tour; closing it with the cross.
  const tour = page.locator('.parlo-tour');
  await expect(tour).toBeVisible();
  await expect(tour.getByRole('heading', { name: 'Resource type' })).toBeVisible();
  await tour.getByRole('button', { name: 'Close the tour' }).click();
  await expect(tour).toBeHidden();
  expect(await menuLabels(page)).toEqual([
    'Subscriptions',
    'Profile',
    'Webinars',
    'Home',
    'User Guides',
    'Logout',
  ]);
});

test('a signed-out visitor sent to sign in comes back to where they were going', async ({
  page,
}) => {
  await page.goto('/account_setting');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('E-mail or username').fill('teacher@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Teacher-Parlo-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account_setting$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Tess Teacher');
});
