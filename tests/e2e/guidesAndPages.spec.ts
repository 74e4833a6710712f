import { expect, test } from '@playwright/test';
import {
  DEMO,
  apiHeaders,
  expectNoViolations,
  finishedResource,
  markToursSeen,
  registeredTeacher,
  signIn,
} from './support';

/*
 * Issue #14: user guides (menu → new tab with contents, search), generic pages an admin edits
 * and a signed-out visitor reads, Markdown that cannot run script, and a tour seen once per
 * user rather than once per browser.
 */

const GUIDE = '/docs/steps-1-7-of-choosing-your-resource-options';

test('the menu’s User Guides opens the guide in a new tab, with contents and a search', async ({
  page,
  request,
}) => {
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await expect(page).toHaveURL(/\/select_resources/);
  // The menu closes on every change of address; under load the sign-in's last one can come
  // after the first click, so open it again until the item shows.
  const item = page.getByRole('link', { name: /User Guides/ });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: /Menu/ }).click();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass();
  const [guide] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /User Guides/ }).click(),
  ]);
  await expect(guide).toHaveURL(GUIDE);
  await expect(
    guide.getByRole('heading', { level: 1, name: 'Steps 1–7 of choosing your resource options' }),
  ).toBeVisible();
  const contents = guide.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Step 3 – Audience level' }).click();
  await expect(guide).toHaveURL(`${GUIDE}#step-3-audience-level`);
  await expect(guide.locator('#step-3-audience-level')).toHaveText('Step 3 – Audience level');
  await expectNoViolations(guide);

  await guide.getByRole('searchbox', { name: 'Search the guides' }).fill('pinyin');
  const hit = guide.getByRole('link', { name: /The teaching screen — Highlighting/ });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(guide).toHaveURL('/docs/teaching-screen#highlighting-and-transliteration');
  await expect(guide.getByRole('heading', { level: 1, name: 'The teaching screen' })).toBeVisible();

  await guide.goto('/docs/no-such-guide');
  await expect(guide.getByRole('heading', { name: 'No such guide' })).toBeVisible();
  await expect(
    guide
      .getByRole('main')
      .getByRole('link', { name: /Subscriptions/ })
      .first(),
  ).toBeVisible();
  await expectNoViolations(guide);

  // The index lists every guide; one click opens it.
  await guide.goto('/docs');
  await expect(guide.getByRole('heading', { level: 1, name: 'User Guides' })).toBeVisible();
  const guides = guide.getByRole('navigation', { name: 'Guides you can read' });
  await expect(guides.getByRole('link')).toHaveCount(6);
  await expectNoViolations(guide);
  await guides.getByRole('link', { name: 'Teaching screen' }).click();
  await expect(guide).toHaveURL('/docs/teaching-screen');
  await expect(guide.getByRole('heading', { level: 1, name: 'The teaching screen' })).toBeVisible();
});

test('an admin edits a generic page that a signed-out visitor then reads', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/admin/pages');
  await expect(page.getByRole('link', { name: '/about' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: '/about' }).click();
  const body = page.getByLabel('Text (Markdown)');
  await expect(body).toHaveValue(/# About Parlo/);
  await body.fill('# About Parlo\n\nWe are **teachers** who code, since 2026.');
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'teachers',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoViolations(page);

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto('/about');
  await expect(reader.getByRole('heading', { level: 1, name: 'About Parlo' })).toBeVisible();
  await expect(reader.getByText('who code, since 2026.')).toBeVisible();
  await expectNoViolations(reader);
  await reader.goto('/no-such-page-here');
  await expect(reader.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await visitor.close();
});

test('Markdown with script, handlers and javascript: links runs nothing and shows harmless text', async ({
  browser,
  request,
}) => {
  const headers = await apiHeaders(request, DEMO.admin);
  const bodyMarkdown = [
    '# Harmless',
    '',
    '<script>window.__xss = "script"</script>',
    '',
    '<img src=x onerror="window.__xss = \'img\'">',
    '',
    '<a href="#" onclick="window.__xss = \'click\'">handler</a>',
    '',
    '[click me](javascript:window.__xss=%22link%22)',
    '',
    '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  ].join('\n');
  const created = await request.post('/api/admin/pages', {
    headers,
    data: { slug: 'xss-check', title: 'Harmless', bodyMarkdown },
  });
  expect(created.status()).toBe(201);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/xss-check');
  const article = page.locator('.markdown');
  await expect(article.getByRole('heading', { name: 'Harmless' })).toBeVisible();
  // The raw HTML is shown as text, and nothing of it became an element.
  await expect(article).toContainText('<script>window.__xss = "script"</script>');
  await expect(article).toContainText('onerror=');
  expect(await article.locator('script, img, [onclick], [onerror]').count()).toBe(0);
  // The script and data links are not links at all.
  expect(await article.locator('a').count()).toBe(0);
  await article.getByText('click me').click();
  await article.getByText('handler').first().click();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await visitor.close();
});

test('a tour finished in one browser does not show again in another for the same user', async ({
  browser,
  request,
}) => {
  // A teacher of this test's own: earlier specs may have finished the demo accounts' tours.
  const teacher = await registeredTeacher(request);
  const resource = await finishedResource(request, {
    title: 'Tour once per user',
    seed: 1414,
    account: teacher,
  });
  const screen = `/text_translation/${String(resource.id)}`;

  const first = await browser.newContext();
  const page = await first.newPage();
  await signIn(page, teacher.login, teacher.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto(screen);
  const tooltip = page.locator('.parlo-tour');
  await expect(tooltip).toBeVisible();
  // Next until the last present step, whose Exit reports the tour as seen.
  const exit = tooltip.getByRole('button', { name: 'Exit' });
  while (!(await exit.isVisible())) await tooltip.getByRole('button', { name: 'Next' }).click();
  await expect(tooltip.getByRole('link', { name: /Read the guide/ })).toHaveAttribute(
    'href',
    '/docs/teaching-screen',
  );
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/api/custom_tour') && r.request().method() === 'POST' && r.ok(),
  );
  await exit.click();
  await reported;
  await first.close();

  const second = await browser.newContext();
  const again = await second.newPage();
  await signIn(again, teacher.login, teacher.password);
  await expect(again).not.toHaveURL(/\/signin/);
  const asked = again.waitForResponse((r) => r.url().includes('/api/custom_tour/text_translation'));
  await again.goto(screen);
  expect(await (await asked).json()).toEqual({ data: { seen: true } });
  await expect(again.locator('[data-tour="gap-fill"]')).toBeVisible();
  await expect(again.locator('.parlo-tour')).toHaveCount(0);
  await second.close();
});
