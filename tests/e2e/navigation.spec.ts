import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO,
  apiHeaders,
  expectNoViolations,
  finishedResource,
  markToursSeen,
  signIn,
} from './support';

/*
 * Issue #9: a teacher finds the library from the header (mouse and keyboard) and a resource again
 * from Home; the review and activities pages' modals are styled overlays on a fresh page load,
 * with no other page opened before them; an admin's Home is their own; the library works on a
 * phone; the dashboard tour shows all its steps.
 */

/** Signs the demo teacher in (tours seen) and waits for Home. */
async function teacherHome(page: Page, request: Parameters<typeof markToursSeen>[0]) {
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
}

/**
 * The modal is drawn as an overlay: its backdrop is fixed, covers the whole viewport and dims it,
 * and the dialog box sits in the middle of it, above the page — not inline in the page's flow.
 */
async function expectStyledOverlay(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const backdrop = page.locator('.dialog-backdrop');
  await expect(backdrop).toHaveCSS('position', 'fixed');
  const colour = await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(colour).not.toBe('rgba(0, 0, 0, 0)');
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('no viewport');
  const cover = await backdrop.boundingBox();
  expect(cover).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  const box = await dialog.boundingBox();
  if (box === null) throw new Error('the dialog has no box');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
  // Above the page: the middle of the screen is the dialog, not what lies under it.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="alertdialog"]') !== null,
    { x: box.x + box.width / 2, y: box.y + 8 },
  );
  expect(hit).toBe(true);
}

test('a teacher reaches My resources, Shared resources, Add text and Upload file from the header', async ({
  page,
  request,
}) => {
  await teacherHome(page, request);
  const library = page.getByRole('navigation', { name: 'Library' });
  for (const [name, path, heading] of [
    ['My resources', '/private_resources', 'My resources'],
    ['Shared resources', '/public_resources', 'Shared resources'],
    ['Add text', '/add_resource', 'Add a resource'],
    ['Upload file', '/upload_resource', 'Upload a resource'],
  ] as const) {
    await library.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // By keyboard: the library follows the logo in the tab order.
  await page.goto('/account_setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Parlo home' }).focus();
  await page.keyboard.press('Tab');
  await expect(library.getByRole('link', { name: 'My resources' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(library.getByRole('link', { name: 'Shared resources' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/public_resources$/);
  await expect(library.getByRole('link', { name: 'Shared resources' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a finished resource is one click away on Home, and axe finds nothing there', async ({
  page,
  request,
}) => {
  const made = await finishedResource(request, { title: 'Recent market day', seed: 9101 });
  await teacherHome(page, request);
  const recent = page.getByRole('region', { name: 'Your recent resources' });
  const link = recent.getByRole('link', { name: 'Recent market day' });
  // Newest first: what was just finished heads the list.
  await expect(recent.getByRole('listitem').first()).toContainText('Recent market day');
  await expect(recent.getByRole('listitem').first()).toContainText('Ready to display');
  await expectNoViolations(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/text_translation/${String(made.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Recent market day' })).toBeVisible();
});

test('the review page\'s "Hold on" modal is a styled overlay on a fresh load, with no library visit first', async ({
  page,
  request,
}) => {
  const { id } = await finishedResource(request, { title: 'Hold on market', seed: 9102 });
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  // A full page load straight onto the review page: nothing else has loaded its styles.
  await page.goto(`/preview/${String(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your resource' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create questions' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'My resources' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: /Hold on/ });
  await expectStyledOverlay(page, dialog);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/preview/${String(id)}$`));
});

test("the activities page's leave modal is a styled overlay on a fresh load, with no library visit first", async ({
  page,
  request,
}) => {
  const { id } = await finishedResource(request, { title: 'Leaving market', seed: 9103 });
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.goto(`/activities/preview/${String(id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish and display' })).toBeVisible();
  await page.getByRole('link', { name: 'Parlo home' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave the activities?' });
  await expectStyledOverlay(page, dialog);
  await expect(dialog.getByRole('button', { name: 'Save and Exit' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue editing' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Display interactive resource' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the library's Actions are on screen, and axe finds nothing", async ({ page, request }) => {
    await finishedResource(request, { title: 'Phone market', seed: 9104 });
    await teacherHome(page, request);
    await page.goto('/private_resources');
    await expect(page.getByRole('heading', { level: 1, name: 'My resources' })).toBeVisible();
    const makePublic = page.getByRole('button', { name: /^Make Phone market (public|private)$/ });
    const remove = page.getByRole('button', { name: 'Delete Phone market' });
    for (const control of [makePublic, remove]) {
      // Down the card is fine (the page scrolls that way); past its right edge is not.
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      if (box !== null) expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Nothing runs off the side of the page.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: /Delete/ });
    await expectStyledOverlay(page, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectNoViolations(page);
  });
});

test("an admin's Home is their own: no creation form, what they can do, axe-clean", async ({
  page,
  request,
}) => {
  const { id } = await finishedResource(request, { title: 'Admin reads this', seed: 9105 });
  await signIn(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Generate/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Library' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'People and plans' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Open a resource by its number').fill(String(id));
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/text_translation/${String(id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin reads this' })).toBeVisible();
});

test('a plan lock leads to the subscriptions page', async ({ page, request }) => {
  await markToursSeen(request, DEMO.starter);
  await signIn(page, DEMO.starter.login, DEMO.starter.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  // The starter plan has no vocabulary lists: the sheet says so before reading anything.
  await page.goto('/vocab-print?id=1');
  const lock = page.getByRole('alert');
  await expect(lock).toContainText(
    'Your plan does not include Vocabulary lists. Upgrade to use it.',
  );
  await lock.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/subscription\/product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
});

test('a resource that does not exist says so without a Retry that cannot help', async ({
  page,
  request,
}) => {
  await teacherHome(page, request);
  const main = page.getByRole('main');
  for (const path of ['/text_translation/987654', '/preview/987654']) {
    await page.goto(path);
    await expect(main.getByRole('alert')).toContainText(/not found/i);
    await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  }
});

test('/dashboard leads to Home, the one place to create', async ({ page, request }) => {
  await teacherHome(page, request);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/select_resources$/);
  await expect(page.getByRole('button', { name: 'Generate for review' })).toBeVisible();
});

test('a saved teaching profile sets the languages of a new draft', async ({ page, request }) => {
  const headers = await apiHeaders(request, DEMO.teacher);
  const save = (teacherProfiles: object[]) =>
    request.put('/api/account_setting', {
      headers,
      data: { teacherProfiles, selectedTeacherProfile: null },
    });
  expect(
    (await save([{ name: 'Year 9 German', nativeLanguage: 'fr', targetLanguage: 'de' }])).ok(),
  ).toBe(true);
  try {
    await teacherHome(page, request);
    await expect(page.getByLabel('Target language')).toHaveValue('de');
    await expect(page.getByLabel('Native language')).toHaveValue('fr');
  } finally {
    // The seeded profile again, for the specs after this one.
    const restored = await save([
      { name: 'Spanish for English speakers', nativeLanguage: 'en', targetLanguage: 'es' },
    ]);
    expect(restored.ok()).toBe(true);
  }
});

test('/add_resource makes a two-speaker dialogue, as the upload page does', async ({
  page,
  request,
}) => {
  await teacherHome(page, request);
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'Add text' })
    .click();
  // Until its chunk arrives the router keeps Home on screen, whose form has a Resource name too.
  await expect(page.getByRole('heading', { name: 'Add a resource', level: 1 })).toBeVisible();
  await page.getByLabel('Resource name').fill('Dialogue at the bakery');
  await page.getByLabel('Resource type').selectOption({ label: 'Dialogue (two speakers)' });
  await page.getByLabel('Language taught').selectOption('es');
  await page.getByLabel('Pupils’ language').selectOption('en');
  await page.getByLabel('Level', { exact: true }).selectOption('A1');
  await page
    .getByLabel('Text', { exact: true })
    .fill('Ana: Hola, quiero pan.\nLuis: Aquí tienes el pan.\nAna: Gracias, adiós.');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(/\/preview\/\d+$/);
  const id = Number(/\/preview\/(\d+)$/.exec(page.url())?.[1]);
  const read = await request.get(`/api/resources/${String(id)}`, {
    headers: await apiHeaders(request, DEMO.teacher),
  });
  const { data } = (await read.json()) as { data: { resourceType: string } };
  expect(data.resourceType).toBe('dialogue_two_speakers');
});

test('the dashboard tour shows all fifteen of its steps', async ({ page, request }) => {
  await teacherHome(page, request);
  await page.goto('/select_resources?tour=dashboard');
  const tour = page.locator('.parlo-tour');
  await expect(tour.getByRole('heading', { name: 'Resource type' })).toBeVisible();
  const dots = tour.getByRole('navigation', { name: 'Tour steps' }).getByRole('button');
  await expect(dots).toHaveCount(15);
  // Every step's target is on the page: every dot can be reached.
  await expect(
    tour.getByRole('navigation', { name: 'Tour steps' }).locator('button:enabled'),
  ).toHaveCount(15);
  const titles: string[] = [];
  for (let step = 0; step < 15; step += 1) {
    titles.push((await tour.getByRole('heading').innerText()).trim());
    const next = tour.getByRole('button', { name: step === 14 ? 'Exit' : 'Next' });
    await next.click();
  }
  expect(new Set(titles).size).toBe(15);
  await expect(tour).toBeHidden();
});
