import { expect, test, type Request } from '@playwright/test';
import { DEMO, markToursSeen, signIn } from './support';

/*
 * The e2e server issues access tokens that live 4 seconds (scripts/e2e-server.mjs), so a
 * teacher who keeps working past that must be carried over by the refresh cookie without
 * noticing: several calls fail with 401 at once, exactly one refresh runs, each call is
 * replayed with the new token.
 */
const REFRESH = '/api/auth/iJIUzI1NiIsIn';

test.beforeAll(async ({ request }) => {
  await markToursSeen(request, DEMO.teacher);
});

test('a signed-in teacher keeps working across token expiry with one refresh for many calls', async ({
  page,
}) => {
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);

  const refreshes: Request[] = [];
  const unauthorised: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(REFRESH)) refreshes.push(request);
  });
  page.on('response', (response) => {
    if (response.status() === 401 && !response.url().endsWith(REFRESH))
      unauthorised.push(response.url());
  });

  await page.waitForTimeout(5_500); // past the 4-second access token
  // Several calls at once with the expired token: the profile, the tour state and page analytics.
  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Tess Teacher');
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(unauthorised.length, 'calls that met the expired token').toBeGreaterThanOrEqual(1);
  expect(refreshes).toHaveLength(1);

  // Still signed in after a reload: the stored token and the refresh cookie carry on.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Tess Teacher');
});

test('logout ends the session: protected pages send to sign in and the refresh cookie is dead', async ({
  page,
}) => {
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  // Home shown, not only its address: the menu closes when the page it was opened on changes,
  // and the address moves before the page's code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/select_resources');
  await expect(page).toHaveURL(/\/signin$/);
  const refresh = await page.request.get(REFRESH);
  expect(refresh.status()).toBe(401);
});
