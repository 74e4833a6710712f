import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeaders, DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * An admin grants UNLIMITED access (issue #13) and it reaches the teacher at their next token
 * refresh, without signing out: the starter demo (free tier, no dialogues) is granted it on the
 * admin's /access_product, and once the starter's short-lived access token (4 s on the e2e
 * server) has expired, a reload refreshes it and the dashboard's dialogues unlock.
 */

const STARTER_EMAIL = DEMO.starter.login;

/** Puts the starter back on their plan's access, so later specs see the free tier again. */
async function revoke(request: APIRequestContext): Promise<void> {
  const headers = await apiHeaders(request, DEMO.admin);
  const found = await request.get(`/api/admin/users?email=${encodeURIComponent(STARTER_EMAIL)}`, {
    headers,
  });
  const id = ((await found.json()) as { data: { id: number } }).data.id;
  const response = await request.patch(`/api/admin/users/${String(id)}/access`, {
    headers,
    data: { accessType: 'DEFAULT', reason: 'End of the planLimits spec' },
  });
  expect(response.ok()).toBe(true);
}

test.beforeAll(async ({ request }) => {
  await markToursSeen(request, DEMO.starter);
  await markToursSeen(request, DEMO.admin);
});

test.afterAll(async ({ request }) => {
  await revoke(request);
});

// Issue #14: before the grant below, while the starter is on the free tier.
test('the starter on the free tier finds the past recording locked, leading to the plans', async ({
  page,
}) => {
  await signIn(page, DEMO.starter.login, DEMO.starter.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/webinars');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
  const card = page.locator('li.webinar-card', {
    has: page.getByRole('link', { name: 'Homework that pupils finish' }),
  });
  const lock = card.getByRole('note');
  await expect(lock).toContainText('Your plan does not include Members-only webinar recordings.');
  await expect(lock.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/subscription/product',
  );
  await expect(card.getByRole('link', { name: /Watch the recording/ })).toHaveCount(0);
  await expectNoViolations(page);
});

test('an admin grants the starter UNLIMITED, and after the starter’s next refresh dialogues unlock', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.starter.login, DEMO.starter.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  const dialogue = page.getByRole('radio', { name: 'Dialogue (two speakers)' });
  await expect(dialogue).toBeDisabled();

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.login, DEMO.admin.password);
  await expect(admin).not.toHaveURL(/\/signin/);
  await admin.goto('/access_product');
  await expect(admin.getByRole('heading', { level: 1, name: 'Product access' })).toBeVisible();
  await admin.getByLabel('E-mail address').fill(STARTER_EMAIL);
  await admin.getByLabel('E-mail address').press('Enter');
  const found = admin.getByRole('region', { name: 'Sam Starter' });
  await expect(found).toContainText('Free (no plan)');
  await expect(found).toContainText('DEFAULT');
  await expectNoViolations(admin);
  await found.getByRole('button', { name: 'Grant UNLIMITED access' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Grant UNLIMITED access?' });
  // Issue #14: every grant carries a reason for the audit log.
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Plan limits spec');
  await confirm.getByRole('button', { name: 'Grant' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'now has UNLIMITED access' }),
  ).toBeVisible();
  await expect(found).toContainText('UNLIMITED');
  await adminContext.close();

  // The starter's page still holds the old token: dialogues stay locked until it is refreshed.
  await expect(dialogue).toBeDisabled();
  await page.waitForTimeout(4_500); // past the 4-second access token
  await page.reload();
  await expect(page).toHaveURL(/\/select_resources$/);
  await expect(page.getByRole('radio', { name: 'Dialogue (two speakers)' })).toBeEnabled();
});
