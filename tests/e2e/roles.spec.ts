import { expect, test } from '@playwright/test';
import { DEMO, menuLabels, signIn } from './support';

test('a pupil signs in with the user name the teacher gave and sees only Logout', async ({
  page,
}) => {
  await signIn(page, DEMO.pupil.login, DEMO.pupil.password);
  await expect(page).toHaveURL(/\/pupil\/home$/);
  expect(await menuLabels(page)).toEqual(['Logout']);
});

test('a teacher URL typed by a pupil redirects to the pupil home', async ({ page }) => {
  await signIn(page, DEMO.pupil.login, DEMO.pupil.password);
  await expect(page).toHaveURL(/\/pupil\/home$/);
  for (const path of ['/select_resources', '/private_resources', '/user_list']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/pupil\/home$/);
  }
});

test('the pupil cannot reach teacher or admin calls either: the server refuses them', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login', { data: DEMO.pupil });
  const token = ((await login.json()) as { data: string }).data;
  const outbox = await request.get('/api/admin/outbox', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(outbox.status()).toBe(403);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
