import { expect, test } from '@playwright/test';
import {
  apiHeaders,
  DEMO,
  expectNoViolations,
  markToursSeen,
  registeredTeacher,
  signIn,
} from './support';

// Issue #13 end to end on the built-in billing engine: the starter (free tier, no dialogues)
// upgrades to Teacher monthly, pays on the local payment page in a new tab with the test card,
// and without signing out creates the dialogue that was locked; then schedules a downgrade to
// Free and sees its date. This leaves the starter on Teacher until the period ends, so it runs
// after every spec that needs the starter on the free tier (files run in name order, one worker).

test('the starter upgrades, pays on the local page, creates a dialogue at once, then schedules a downgrade', async ({
  page,
  request,
}) => {
  await markToursSeen(request, DEMO.starter);
  await signIn(page, DEMO.starter.login, DEMO.starter.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  const dialogue = page.getByRole('radio', { name: 'Dialogue (two speakers)' });
  await expect(dialogue).toBeDisabled();

  // Subscriptions, from the header's menu.
  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/\/subscription\/product$/);
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByText('Your plan')).toBeVisible();
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expectNoViolations(page);
  await plans.getByRole('link', { name: 'Upgrade to Teacher (monthly)' }).click();

  // The upcoming invoice: the new plan, the credit for the free tier, the total.
  await expect(page).toHaveURL(/\/subscription\/invoice\/upgrade\?planId=\d+$/);
  const total = page.getByRole('row', { name: /^Total \(GBP\)/ });
  await expect(total).toContainText('£');
  await expectNoViolations(page);

  // Pay now opens the local payment page in a new tab; the button gives way to the notes.
  const [payment] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Pay now' }).click(),
  ]);
  await expect(page.getByText('Do not refresh this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expectNoViolations(page);

  await payment.waitForLoadState();
  await expect(payment).toHaveURL(/\/pay\/[^/]+$/);
  await expect(payment.getByRole('heading', { level: 1, name: 'Pay your invoice' })).toBeVisible();
  await expectNoViolations(payment);
  // A declined card keeps the form with the reason; the paying card pays.
  await payment.getByLabel('Card number').fill('4000 0000 0000 0002');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/39');
  await payment.getByLabel('Security code (CVC)').fill('123');
  await payment.getByLabel('Name on the card').fill('Sam Starter');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(payment.getByRole('alert')).toContainText('declined');
  await expect(payment.getByLabel('Name on the card')).toHaveValue('Sam Starter');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(payment.getByText('You can close this tab and go back to Parlo.')).toBeVisible();
  await expectNoViolations(payment);
  await payment.close();

  // Back in Parlo: the page notices the payment, and the session carries the new plan.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Your plan has been updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/select_resources$/);
  await expect(dialogue).toBeEnabled();
  await dialogue.check();
  await page.getByLabel('Native language').selectOption('en');
  await page.getByLabel('Target language').selectOption('es');
  await page.getByLabel('Scale').selectOption('cefr');
  await page.getByLabel('Level', { exact: true }).selectOption('A2');
  await page.getByLabel('Word count').selectOption('100');
  await page.getByLabel('Resource name').fill('At the market, after the upgrade');
  await page.getByLabel('Prompt').fill('Buying fruit at the Saturday market');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/preview\/\d+$/);

  // Manage subscription: the plan, its renewal, the paid invoice, which views and prints.
  await page.goto('/subscription/product');
  await page.getByRole('link', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/subscription\/\d+$/);
  await expect(page.getByText('Renews on')).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row', { name: /PARLO-\d{6}/ }).first()).toContainText('Paid');
  await expectNoViolations(page);
  await invoices
    .getByRole('link', { name: /^View invoice PARLO-/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/subscription\/\d+\/invoices\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A downgrade to Free: the date it takes effect, what will be locked, then Home says so.
  await page.goto('/subscription/product');
  await page.getByRole('link', { name: 'Downgrade to Free' }).click();
  await expect(page).toHaveURL(/\/subscription\/invoice\/downgrade\?planId=\d+$/);
  const takesEffect = page.getByText('Takes effect on').locator('xpath=following-sibling::dd[1]');
  await expect(takesEffect).toHaveText(/\d{1,2} \w+ \d{4}/);
  const date = (await takesEffect.innerText()).trim();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Update Plan' }).click();
  await expect(page).toHaveURL(/\/select_resources$/);
  await expect(page.getByText('Your plan has been updated.')).toBeVisible();
  await page.goto('/subscription/product');
  await expect(page.getByRole('note').first()).toContainText(`changes to Free on ${date}`);
});

test('a yearly plan changed for a dearer monthly one carries the rest of the year, shown under Manage subscription', async ({
  page,
  request,
}) => {
  // A teacher of their own (not a demo account, which other specs expect as they are) buys
  // Teacher yearly through the API as the pages do, and pays it with the test card.
  const account = await registeredTeacher(request);
  const headers = await apiHeaders(request, account);
  const plans = await request.get('/api/subscriptions/plans', { headers });
  expect(plans.ok()).toBe(true);
  const catalogue = ((await plans.json()) as { data: { plans: { id: number; key: string }[] } })
    .data.plans;
  const yearly = catalogue.find((plan) => plan.key === 'teacher-yearly');
  expect(yearly).toBeDefined();
  const preview = await request.get(`/api/subscriptions/upcoming-invoice/${yearly?.id}`, {
    headers,
  });
  expect(preview.ok()).toBe(true);
  const { prorationDate } = ((await preview.json()) as { data: { prorationDate: number } }).data;
  const upgrade = await request.post('/api/subscriptions/plan/upgrade', {
    headers,
    data: { planId: yearly?.id, prorationDate },
  });
  expect(upgrade.ok()).toBe(true);
  const { invoiceUrl } = ((await upgrade.json()) as { data: { invoiceUrl: string } }).data;
  const payToken = /\/pay\/([^/?#]+)$/.exec(invoiceUrl)?.[1] ?? '';
  const paid = await request.post(`/api/billing/pay/${payToken}`, {
    headers: { Origin: headers.Origin ?? '' },
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Fresh Teacher' },
  });
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('paid');

  // The change to Teacher + Pupils monthly: free now, the rest of the year carried.
  await markToursSeen(request, account);
  await signIn(page, account.login, account.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.goto('/subscription/product');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page
    .getByRole('list', { name: 'Plans' })
    .getByRole('link', { name: 'Upgrade to Teacher + Pupils (monthly)' })
    .click();
  await expect(page.getByText(/is carried to your next invoice/)).toBeVisible();
  await page.getByRole('button', { name: 'Change plan now' }).click();
  await expect(page.getByText('Your plan has been updated.')).toBeVisible();

  // Manage subscription: what waits, and where it came from.
  await page.goto('/subscription/product');
  await page.getByRole('link', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/subscription\/\d+$/);
  await expect(
    page.getByText(/^Credit: £\d+\.\d{2}, used first on your next invoice\.$/),
  ).toBeVisible();
  const history = page.getByRole('table', { name: 'Credit history' });
  await expect(
    history.getByRole('row', {
      name: /Carried from your change to Teacher \+ Pupils \(PARLO-\d{6}\)/,
    }),
  ).toContainText('£');
  await expectNoViolations(page);
});

test('the payment page at an unknown link says it names no invoice', async ({ page }) => {
  await page.goto('/pay/no-such-token');
  await expect(page.getByRole('alert')).toContainText('names no invoice');
  await expectNoViolations(page);
});

test('a change other than upgrade or downgrade is a page that does not exist', async ({
  page,
  request,
}) => {
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.goto('/subscription/invoice/sideways?planId=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page does not exist' })).toBeVisible();
});

test('at phone width the plans and Manage subscription fit the screen and work by keyboard', async ({
  page,
  request,
}) => {
  await markToursSeen(request, DEMO.teacher);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.goto('/subscription/product');
  await expect(page.getByRole('list', { name: 'Plans' }).getByText('Your plan')).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoViolations(page);

  // The interval and Manage subscription by keyboard alone.
  const yearly = page.getByRole('radio', { name: 'Yearly' });
  await page.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(yearly).toBeChecked();
  await page.getByRole('link', { name: 'Manage subscription' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subscription\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});
