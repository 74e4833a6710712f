import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ResourceContent } from '@/domain/resource/content';

/** The demo accounts `npm start` seeds on a fresh database (server/db/seed.ts). */
export const DEMO = {
  admin: { login: 'admin@example.com', password: 'Admin-Parlo-2026!' },
  teacher: { login: 'teacher@example.com', password: 'Teacher-Parlo-2026!' },
  pupil: { login: 'pupil.demo', password: 'Pupil-Parlo-2026!' },
  /** A plan without some premium features (no plan held: the free tier, server/db/seed.ts). */
  starter: { login: 'starter@example.com', password: 'Starter-Parlo-2026!' },
  /** The Department plan's owner of the organisation "Parlo Academy" (issue #13). */
  head: { login: 'head@example.com', password: 'Head-Parlo-2026!' },
} as const;

type Account = { readonly login: string; readonly password: string };

/** The headers of an API call as `account`, signed in the way the SPA signs in. */
export async function apiHeaders(
  request: APIRequestContext,
  account: Account = DEMO.teacher,
): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { data: account });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: string }).data;
  return { Authorization: `Bearer ${token}`, Origin: new URL(login.url()).origin };
}

/** What a test asks of the offline generator: a Spanish text for English speakers at A2. */
export interface Recipe {
  readonly title: string;
  readonly seed: number;
  readonly prompt?: string;
  readonly wordCount?: number;
  readonly questionTypes?: readonly string[];
  readonly visibility?: 'PUBLIC' | 'PRIVATE';
  readonly account?: Account;
  /** Another kind of resource than the Spanish A2 text for English speakers. */
  readonly resourceType?: string;
  readonly target?: string;
  readonly native?: string;
  readonly level?: { readonly kind: 'cefr'; readonly level: string };
}

/**
 * A finished resource made through the API as the creation flow makes one (generate, create
 * the questions, finish, and share when asked): its id, content and seed.
 */
export async function finishedResource(
  request: APIRequestContext,
  recipe: Recipe,
): Promise<{ id: number; content: ResourceContent; seed: number }> {
  const headers = await apiHeaders(request, recipe.account);
  const types = recipe.questionTypes ?? ['vocabulary'];
  const generated = await request.post('/api/resources/generate', {
    headers,
    data: {
      resourceType: recipe.resourceType ?? 'text',
      target: recipe.target ?? 'es',
      native: recipe.native ?? 'en',
      level: recipe.level ?? { kind: 'cefr', level: 'A2' },
      wordCount: recipe.wordCount ?? 150,
      title: recipe.title,
      prompt: recipe.prompt ?? 'a day at school',
      tenses: [6],
      details: [7],
      vocabulary: [],
      questionTypes: types,
      seed: recipe.seed,
    },
  });
  expect(generated.status()).toBe(201);
  const { id } = ((await generated.json()) as { data: { id: number } }).data;
  const path = `/api/resources/${String(id)}`;
  expect((await request.post(`${path}/questions`, { headers, data: { types } })).ok()).toBe(true);
  expect((await request.post(`${path}/finish`, { headers })).ok()).toBe(true);
  if (recipe.visibility === 'PUBLIC')
    expect(
      (await request.patch(`${path}/visibility`, { headers, data: { visibility: 'PUBLIC' } })).ok(),
    ).toBe(true);
  const read = await request.get(path, { headers });
  const { content, seed } = (
    (await read.json()) as { data: { content: ResourceContent; seed: number } }
  ).data;
  return { id, content, seed };
}

/** A short Arabic text with its English translation, uploaded by the demo teacher: its id. */
export async function arabicUpload(request: APIRequestContext): Promise<number> {
  const uploaded = await request.post('/api/resources/upload', {
    headers: await apiHeaders(request),
    data: {
      name: 'السوق',
      target: 'ar',
      native: 'en',
      level: { kind: 'cefr', level: 'A1' },
      text: 'أذهب إلى السوق. أشتري الخبز.',
      translation: 'I go to the market. I buy bread.',
    },
  });
  expect(uploaded.status()).toBe(201);
  return ((await uploaded.json()) as { data: { id: number } }).data.id;
}

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
 * A teacher registered and confirmed through the API, as the sign-up screen does it, with none
 * of their tours seen: for tests that need a first visit whatever earlier specs did.
 */
export async function registeredTeacher(request: APIRequestContext): Promise<Account> {
  const email = `fresh.${String(Date.now())}.${String(Math.floor(Math.random() * 1e6))}@school.org`;
  const password = 'Lingua-Franca-42!';
  const origin = new URL((await request.get('/api/health')).url()).origin;
  const made = await request.post('/api/registration', {
    data: { fullName: 'Fresh Teacher', email, password, country: 'GBR' },
    headers: { Origin: origin },
  });
  expect(made.ok()).toBe(true);
  const token = /verify-email\?token=([\w-]+)/.exec(await latestMailTo(request, email))?.[1];
  const verified = await request.get(`/api/auth/verify-email?token=${token ?? ''}`);
  expect(verified.ok()).toBe(true);
  return { login: email, password };
}

/**
 * Reports every page's tour as seen for a demo
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
  for (const page of [
    'dashboard',
    'preview',
    'activities',
    'text_translation',
    'resource',
    'homework_classroom_result',
    'submit_task',
    'classrooms',
    'homework_result',
    'subscription_product',
  ]) {
    const seen = await request.post('/api/custom_tour', {
      data: { page },
      headers: { Authorization: `Bearer ${token}`, Origin: baseURL },
    });
    expect(seen.ok()).toBe(true);
  }
}

/**
 * Signs `account` in through the sign-in screen with the tours marked seen, and opens resource
 * `id` on the teaching screen (`/text_translation/{id}`).
 */
export async function openTeachingScreen(
  page: Page,
  request: APIRequestContext,
  id: number,
  account: Account = DEMO.teacher,
): Promise<void> {
  await markToursSeen(request, account);
  await signIn(page, account.login, account.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto(`/text_translation/${String(id)}`);
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
