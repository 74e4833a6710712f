import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiHeaders, expectNoViolations, markToursSeen, signIn } from './support';

/*
 * Issue #10, classrooms and pupil accounts: a teacher creates a classroom, pastes five names,
 * gets five login cards and their printable sheet, resets a password (the old one stops
 * working, the new card's works), moves a pupil to another class and removes one after a
 * confirmation that says their submissions go with them.
 */

const NAMES = ['Ana López', 'Ben Smith', 'Chloé Martin', 'Dev Patel', 'Eva Nowak'];

/** Whether a user name and password sign in through the API, as the sign-in screen does. */
async function signsIn(request: APIRequestContext, login: string, password: string) {
  const response = await request.post('/api/login', { data: { login, password } });
  return response.ok();
}

/** The values of one login card on the page. */
async function cardValues(page: Page, fullName: string) {
  const card = page.locator('.login-card', { has: page.getByRole('heading', { name: fullName }) });
  const values = await card.locator('dd').allInnerTexts();
  return { userName: values[0] ?? '', password: values[1] ?? '', address: values[2] ?? '' };
}

test('a teacher makes a classroom, adds five pupils with login cards, resets, moves and removes', async ({
  page,
  request,
}) => {
  const unique = Date.now().toString(36);
  const className = `Year 7 French ${unique}`;
  // Another of the teacher's classrooms, for the move.
  const otherName = `Year 7 French B ${unique}`;
  const made = await request.post('/api/v1/classrooms', {
    headers: await apiHeaders(request),
    data: { name: otherName, language: 'fr', levelKey: 'England:8' },
  });
  expect(made.status()).toBe(201);

  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);

  // From the header to the classrooms, then a new one.
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'Classrooms' })
    .click();
  await expect(page).toHaveURL(/\/classrooms\/view$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classrooms' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Year 8 Spanish' })).toBeVisible();
  await page.getByRole('link', { name: 'New classroom' }).click();
  await expect(page).toHaveURL(/\/classrooms\/create$/);
  // Nothing is sent while the name is missing: the field says so.
  await page.getByRole('button', { name: 'Create classroom' }).click();
  await expect(page.getByText('Give the classroom a name.')).toBeVisible();
  await page.getByLabel('Name').fill(className);
  await page.getByLabel('Language taught').selectOption({ label: 'French' });
  await page.getByLabel('Level or school year').selectOption({ label: 'Year 8 (England)' });
  await page.getByLabel('Academic year (optional)').fill('2026-27');
  await page.getByRole('button', { name: 'Create classroom' }).click();
  await expect(page).toHaveURL(/\/classrooms\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  await expect(page.getByText('French · Year 8 (England) · 2026-27')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pupils (0)' })).toBeVisible();
  await expectNoViolations(page);
  const classroomUrl = page.url();

  // Five names pasted; a name twice is refused first, naming its line, and nothing is added.
  await page.getByRole('link', { name: 'Add pupils' }).click();
  await expect(page).toHaveURL(/\/classrooms\/\d+\/pupils\/create$/);
  const names = page.getByLabel('Pupil names, one per line');
  await names.fill([...NAMES, 'ana lópez'].join('\n'));
  await page.getByRole('button', { name: 'Add pupils' }).click();
  await expect(page.getByRole('alert')).toContainText('Line 6: “ana lópez” is already on line 1.');
  await expect(names).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await names.fill(NAMES.join('\n'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add pupils' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `5 pupils added to ${className}` }),
  ).toBeVisible();
  const cards = page.getByRole('list', { name: 'Login cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.getByRole('heading')).toHaveText(NAMES);
  const ana = await cardValues(page, 'Ana López');
  expect(ana.userName).toMatch(/^ana\.lopez\d*$/);
  expect(ana.password).toMatch(/^[A-Z][a-z]+-[a-z]+-[2-9]{2}$/);
  expect(ana.address).toBe(`${new URL(page.url()).origin}/signin`);
  const ben = await cardValues(page, 'Ben Smith');
  const eva = await cardValues(page, 'Eva Nowak');
  // A card's password is the pupil's: it signs in.
  expect(await signsIn(request, ben.userName, ben.password)).toBe(true);
  await expectNoViolations(page);

  // The printable sheet: only the cards on paper.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print login cards' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Login cards for ${className}` }),
  ).toBeVisible();
  const sheet = page.getByRole('region', { name: `Printable login cards for ${className}` });
  await expect(sheet.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(sheet.getByRole('heading', { name: 'Eva Nowak' })).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0).toBeGreaterThan(0);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Back to the cards' }).click();
  await expect(cards).toHaveCount(5);

  // Back on the classroom page: five pupils.
  await page.goto(classroomUrl);
  await expect(page.getByRole('heading', { name: 'Pupils (5)' })).toBeVisible();
  const rows = page.getByRole('table', { name: `Pupils of ${className}` }).getByRole('row');
  await expect(rows).toHaveCount(6);

  // Reset Ben's password: a new card; the old password stops working, the new one works.
  await page.getByRole('button', { name: 'Reset the password of Ben Smith' }).click();
  const resetDialog = page.getByRole('alertdialog', { name: 'New password for Ben Smith' });
  await expect(resetDialog).toBeVisible();
  const fresh = (await resetDialog.locator('.login-card dd').allInnerTexts())[1] ?? '';
  expect(fresh).toMatch(/^[A-Z][a-z]+-[a-z]+-[2-9]{2}$/);
  expect(fresh).not.toBe(ben.password);
  await expectNoViolations(page);
  await resetDialog.getByRole('button', { name: 'Close' }).click();
  await expect(resetDialog).toBeHidden();
  expect(await signsIn(request, ben.userName, ben.password)).toBe(false);
  expect(await signsIn(request, ben.userName, fresh)).toBe(true);

  // Move Chloé to the other class.
  await page.getByRole('button', { name: 'Move Chloé Martin to another classroom' }).click();
  const moveDialog = page.getByRole('alertdialog', { name: 'Move Chloé Martin' });
  await moveDialog.getByLabel('Move to').selectOption({ label: otherName });
  await moveDialog.getByRole('button', { name: 'Move pupil' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Chloé Martin was moved to ${otherName}.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pupils (4)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Chloé Martin/ })).toHaveCount(0);

  // Remove Eva: the confirmation says her submissions go with her; Cancel keeps her.
  await page.getByRole('button', { name: 'Remove Eva Nowak' }).click();
  const removeDialog = page.getByRole('alertdialog', { name: 'Remove Eva Nowak?' });
  await expect(removeDialog).toContainText(
    'all their homework submissions and results are deleted with it',
  );
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Pupils (4)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Eva Nowak' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove Eva Nowak?' })
    .getByRole('button', { name: 'Remove pupil' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Eva Nowak was removed with 0 submissions.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pupils (3)' })).toBeVisible();
  expect(await signsIn(request, eva.userName, eva.password)).toBe(false);

  // The other class has Chloé now, and the list counts both classes' pupils.
  await page.getByRole('link', { name: 'All classrooms' }).click();
  const row = page.getByRole('row', { name: new RegExp(otherName) });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(
    page
      .getByRole('row', { name: new RegExp(`^${className}`) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('3');
  await expectNoViolations(page);
});

test('the classroom pages work on a phone (390 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.goto('/classrooms/view');
  await page.getByRole('link', { name: 'Year 8 Spanish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Year 8 Spanish' })).toBeVisible();
  const reset = page.getByRole('button', { name: 'Reset the password of Pat Pupil' });
  await expect(reset)
    .toBeInViewport({ ratio: 1 })
    .catch(async () => {
      await reset.scrollIntoViewIfNeeded();
      await expect(reset).toBeInViewport({ ratio: 1 });
    });
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});
