import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminPlan } from '@/contract/adminPlans';
import { apiHeaders, DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * The admin console's access and plans screens (issue #14). An admin grants the starter (free
 * tier, no dialogues) UNLIMITED with a reason on /access_product; once the starter's
 * short-lived access token (4 s on the e2e server) has expired, a reload refreshes it and
 * dialogues unlock; the admin then revokes it, with a reason, so later specs see the free tier.
 * An edit on /admin/plans shows on the teacher's subscriptions page, and is restored after.
 */

const STARTER_EMAIL = DEMO.starter.login;
const EDITED = 'Edited on the admin’s plans screen by the adminAccess spec.';

async function teacherMonthly(request: APIRequestContext): Promise<AdminPlan> {
  const headers = await apiHeaders(request, DEMO.admin);
  const response = await request.get('/api/admin/plans', { headers });
  expect(response.ok()).toBe(true);
  const plan = ((await response.json()) as { data: AdminPlan[] }).data.find(
    (p) => p.key === 'teacher-monthly',
  );
  if (plan === undefined) throw new Error('no teacher-monthly plan');
  return plan;
}

let original: AdminPlan | undefined;

test.beforeAll(async ({ request }) => {
  await markToursSeen(request, DEMO.starter);
  await markToursSeen(request, DEMO.admin);
  await markToursSeen(request, DEMO.teacher);
  original = await teacherMonthly(request);
});

/** Whatever a failure left: the starter on the free tier, the plan as it was. */
test.afterAll(async ({ request }) => {
  const headers = await apiHeaders(request, DEMO.admin);
  const found = await request.get(`/api/admin/users?email=${encodeURIComponent(STARTER_EMAIL)}`, {
    headers,
  });
  const starter = ((await found.json()) as { data: { id: number; accessType: string } }).data;
  if (starter.accessType !== 'DEFAULT') {
    const revoked = await request.patch(`/api/admin/users/${String(starter.id)}/access`, {
      headers,
      data: { accessType: 'DEFAULT', reason: 'End of the adminAccess spec' },
    });
    expect(revoked.ok()).toBe(true);
  }
  if (original !== undefined) {
    const restored = await request.put(`/api/admin/plans/${String(original.id)}`, {
      headers,
      data: {
        title: original.title,
        description: original.description,
        priceMinor: original.priceMinor,
        currency: original.currency,
        interval: original.interval,
        privileges: original.privileges,
        teachers: original.limits.teachers,
        pupils: original.limits.pupils,
        pupilPlatform: original.limits.pupilPlatform,
        rank: original.rank,
        stripePriceId: original.stripePriceId,
        active: original.active,
      },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('an admin grants the starter UNLIMITED with a reason; after a refresh the starter uses a locked feature; revoked after', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.starter.login, DEMO.starter.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  const dialogue = page.getByRole('radio', { name: 'Dialogue (two speakers)' });
  await expect(dialogue).toBeDisabled();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.login, DEMO.admin.password);
  await expect(admin).not.toHaveURL(/\/signin/);
  await admin.goto('/access_product');
  await admin.getByLabel('E-mail address').fill(STARTER_EMAIL);
  await admin.getByLabel('E-mail address').press('Enter');
  const found = admin.getByRole('region', { name: 'Sam Starter' });
  await expect(found).toContainText('Free (no plan)');
  await expectNoViolations(admin);

  await found.getByRole('button', { name: 'Grant UNLIMITED access' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Grant UNLIMITED access?' });
  // Without a reason nothing is sent: the dialog asks for one.
  await confirm.getByRole('button', { name: 'Grant' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Say why');
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Pilot with Riverside High');
  await expectNoViolations(admin);
  await confirm.getByRole('button', { name: 'Grant' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'now has UNLIMITED access' }),
  ).toBeVisible();
  await expect(found).toContainText('DEFAULT → UNLIMITED by admin@example.com');
  await expect(found).toContainText('Pilot with Riverside High');

  // The starter's page still holds the old token; after it expires a reload refreshes it.
  await expect(dialogue).toBeDisabled();
  await page.waitForTimeout(4_500); // past the 4-second access token
  await page.reload();
  await expect(page).toHaveURL(/\/select_resources$/);
  await expect(page.getByRole('radio', { name: 'Dialogue (two speakers)' })).toBeEnabled();

  // Revoked on the same screen, with its reason; the audit log shows both.
  await found.getByRole('button', { name: 'Revoke UNLIMITED access' }).click();
  const revoke = admin.getByRole('alertdialog', { name: 'Revoke UNLIMITED access?' });
  await revoke.getByLabel('Reason (kept in the audit log)').fill('Pilot over');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'DEFAULT (their plan’s)' }),
  ).toBeVisible();

  await admin.goto('/admin/audit');
  await admin.getByLabel('Action (for example access.grant)').fill('access.type');
  await admin.getByRole('button', { name: 'Filter' }).click();
  const log = admin.getByRole('table');
  await expect(log).toContainText('Pilot over');
  await expect(log).toContainText('Pilot with Riverside High');
  await expectNoViolations(admin);
  await adminContext.close();

  await page.waitForTimeout(4_500);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dialogue (two speakers)' })).toBeDisabled();
});

test('a plan edited on /admin/plans shows on the teacher’s subscriptions page', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.login, DEMO.admin.password);
  await expect(admin).not.toHaveURL(/\/signin/);
  await admin.goto('/admin/plans');
  await admin.getByRole('button', { name: 'Edit Teacher (monthly)' }).click();
  const form = admin.getByRole('form', { name: 'Edit Teacher' });
  // Bad input is refused with the field's message, nothing sent.
  await form.getByLabel('Price (for example 12.99)').fill('-5');
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(form).toContainText('The price must be a whole number of pence or cents');
  await expectNoViolations(admin);
  await form
    .getByLabel('Price (for example 12.99)')
    .fill(((original?.priceMinor ?? 0) / 100).toFixed(2));
  await form.getByLabel('Description').fill(EDITED);
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Teacher is saved' })).toBeVisible();
  await adminContext.close();

  await signIn(page, DEMO.starter.login, DEMO.starter.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/subscription/product');
  await expect(page.getByText(EDITED)).toBeVisible();
});
