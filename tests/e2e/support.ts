import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts `npm start` seeds on a fresh database (server/db/seed.ts). */
export const DEMO = {
  admin: { login: 'admin@example.com', password: 'Admin-Parlo-2026!' },
  teacher: { login: 'teacher@example.com', password: 'Teacher-Parlo-2026!' },
  pupil: { login: 'pupil.demo', password: 'Pupil-Parlo-2026!' },
} as const;

/** An admin's access token, got the way the SPA gets one. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', { data: DEMO.admin });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: string };
  return body.data;
}

/** The newest e-mail to `to` in the outbox an admin can read, waiting for it to arrive. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<string> {
  const token = await adminToken(request);
  let text: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { data: { to: string; text: string }[] };
      text = body.data.find((mail) => mail.to === to)?.text;
      return text !== undefined;
    })
    .toBe(true);
  return text ?? '';
}

/**
 * Reports the tours of the creation and teaching screens as seen for a demo
 * account, as finishing them would, so that tests about something else are not covered by
 * their overlay.
 */
export async function markToursSeen(
  request: APIRequestContext,
  account: { login: string; password: string },
): Promise<void> {
  const login = await request.post('/api/login', { data: account });
  const token = ((await login.json()) as { data: string }).data;
  const baseURL = new URL(login.url()).origin;
  for (const page of ['dashboard', 'preview', 'activities', 'text_translation', 'resource']) {
    const seen = await request.post('/api/custom_tour', {
      data: { page },
      headers: { Authorization: `Bearer ${token}`, Origin: baseURL },
    });
    expect(seen.ok()).toBe(true);
  }
}

/** Signs in through the sign-in screen, as a person would. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('E-mail or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the header menu and returns the labels of its items. */
export async function menuLabels(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /Menu/ }).click();
  const items = page.locator('.menu-list li');
  return (await items.allInnerTexts()).map((label) => label.trim());
}

/** Runs axe on the page as it is painted and expects nothing, listing what it found if not. */
export async function expectNoViolations(page: Page): Promise<void> {
  // axe measures colour contrast as painted: a tooltip still fading in (the tour's 0.3 s opacity
  // transition) reads as low contrast, so let every running transition finish first.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes.map((node) => node.failureSummary ?? '').join('; ')} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
