import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unfoldIcs } from '@/domain/webinars/ics';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * Webinars (issue #14): an admin schedules one (a start in the past is refused first), a teacher
 * registers for it and takes it to their calendar, a signed-out visitor reads its public page.
 * The starter on the free tier finding the past demo recording locked is in planLimits.spec.ts,
 * which runs before subscriptions.spec.ts upgrades the starter.
 */

const TITLE = `Dialogues in class ${Date.now().toString(36)}`;
/** Ten days ahead at 17:30, UTC, as the form's datetime-local field takes it. */
const START = (() => {
  const day = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  return `${day.toISOString().slice(0, 10)}T17:30`;
})();
const DTSTART = `${START.slice(0, 10).replace(/-/g, '')}T173000Z`;
let webinarPath = '';

/** The webinars page as `account`, tours out of the way. */
async function openWebinars(page: Page, account: { login: string; password: string }) {
  await markToursSeen(page.request, account);
  await signIn(page, account.login, account.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/webinars');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
}

test.describe.serial('webinars', () => {
  test('an admin schedules a webinar; a start in the past is refused first', async ({ page }) => {
    await openWebinars(page, DEMO.admin);
    await page.getByRole('button', { name: 'New webinar' }).click();
    const form = page.getByRole('form', { name: 'New webinar' });
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Description').fill('Roles, voices; and a short dialogue to try.');
    await form.getByLabel('Date and time').fill('2020-01-01T10:00');
    await form.getByLabel('Time zone').selectOption('UTC');
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Join link').fill('https://meet.example.com/dialogues');
    await form.getByRole('button', { name: 'Create webinar' }).click();
    await expect(form.getByText('The start is in the past')).toBeVisible();
    await expect(form.getByLabel('Date and time')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);

    await form.getByLabel('Date and time').fill(START);
    await form.getByRole('button', { name: 'Create webinar' }).click();
    await expect(form).toBeHidden();
    const link = page.getByRole('link', { name: TITLE });
    await expect(link).toBeVisible();
    webinarPath = (await link.getAttribute('href')) ?? '';
    expect(webinarPath).toMatch(/^\/webinars\/\d+$/);
  });

  test('a teacher registers (a double click registers once) and downloads it to a calendar', async ({
    page,
  }) => {
    await openWebinars(page, DEMO.teacher);
    const card = page.locator('li.webinar-card', { has: page.getByRole('link', { name: TITLE }) });
    await card.getByRole('button', { name: 'Register' }).dblclick();
    await expect(page.getByRole('status')).toHaveText(`You are registered for “${TITLE}”.`);
    await expect(card.getByRole('link', { name: 'Join link' })).toHaveAttribute(
      'href',
      'https://meet.example.com/dialogues',
    );
    await expect(card.getByText('Registered')).toBeVisible();

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^dialogues-in-class-.*\.ics$/);
    const text = unfoldIcs(await readFile(await file.path(), 'utf8'));
    expect(text).toContain(`SUMMARY:${TITLE}\r\n`);
    expect(text).toContain(`DTSTART:${DTSTART}\r\n`);
    expect(text).toContain('BEGIN:VEVENT');
    await expectNoViolations(page);
  });

  test('a signed-out visitor reads the public page, without the join link, at phone width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(webinarPath);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Roles, voices; and a short dialogue to try.')).toBeVisible();
    await expect(page.getByText('45 minutes')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to register' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Join/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoViolations(page);

    await page.goto('/webinars/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
