import { expect, test } from '@playwright/test';
import { DEMO, apiHeaders, finishedResource, markToursSeen, signIn } from './support';

/*
 * Issue #10 end to end, as a teacher's school day goes: a new classroom, five pasted names,
 * the login cards printed, a homework of three tasks set from a finished resource for that
 * class, and the homework listed with 0 of 5 pupils finished. Each step is the page the teacher
 * uses; the other specs (classrooms, createHomework, homeworkResults) go deeper into each.
 */

const NAMES = ['Ana López', 'Ben Smith', 'Chloé Martin', 'Dev Patel', 'Eva Nowak'];

test('a teacher makes a class of five, prints their cards, sets three tasks and sees 0 of 5 finished', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);
  const className = `Year 9 Spanish ${unique}`;
  const homeworkName = `Mi ciudad ${unique}`;
  const resource = await finishedResource(request, {
    title: homeworkName,
    seed: 4110,
    questionTypes: ['vocabulary', 'multi_choice_ques', 'chunks'],
  });
  await markToursSeen(request, DEMO.teacher);
  for (const tour of ['create_homework', 'homework_classroom_result']) {
    const seen = await request.post('/api/custom_tour', {
      headers: await apiHeaders(request),
      data: { page: tour },
    });
    expect(seen.ok()).toBe(true);
  }
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);

  // 1. The classroom.
  const library = page.getByRole('navigation', { name: 'Library' });
  await library.getByRole('link', { name: 'Classrooms' }).click();
  await page.getByRole('link', { name: 'New classroom' }).click();
  await page.getByLabel('Name').fill(className);
  await page.getByLabel('Language taught').selectOption({ label: 'Spanish' });
  await page.getByLabel('Level or school year').selectOption({ label: 'Year 8 (England)' });
  await page.getByRole('button', { name: 'Create classroom' }).click();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  const classroomUrl = page.url();

  // 2. Five pupils from a pasted list, and their login cards printed.
  await page.getByRole('link', { name: 'Add pupils' }).click();
  await page.getByLabel('Pupil names, one per line').fill(NAMES.join('\n'));
  await page.getByRole('button', { name: 'Add pupils' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `5 pupils added to ${className}` }),
  ).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print login cards' }).click();
  const sheet = page.getByRole('region', { name: `Printable login cards for ${className}` });
  await expect(sheet.getByRole('listitem')).toHaveCount(5);
  await expect(sheet.getByRole('listitem').getByRole('heading')).toHaveText(NAMES);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // 3. A homework of the three preselected tasks, for this class only.
  await page.goto(`/text_translation/${String(resource.id)}`);
  await page.getByRole('link', { name: 'Set as homework' }).click();
  await expect(page.getByLabel('Homework name')).toHaveValue(homeworkName);
  await expect(
    page.getByRole('group', { name: 'Tasks' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(3);
  await page.getByRole('checkbox', { name: new RegExp(className) }).check();
  await page.getByRole('button', { name: 'Set homework' }).click();
  await expect(page.getByRole('status')).toContainText(
    `“${homeworkName}” is set for ${className}: 3 tasks, 5 pupils`,
  );

  // 4. On the class's own page, under its active homework; and among all the teacher's homework.
  await page.goto(classroomUrl);
  await expect(page.getByRole('row', { name: new RegExp(homeworkName) })).toContainText('0 of 5');

  // Listed among the teacher's homework: this class, 0 of 5 finished.
  await library.getByRole('link', { name: 'Homework results' }).click();
  await page.getByLabel('Homework or class').fill(homeworkName);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(homeworkName) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(className);
  await expect(row).toContainText('0 of 5');

  // Its class table: five pupils, three tasks, nothing attempted yet.
  await row.getByRole('link', { name: new RegExp(homeworkName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: homeworkName })).toBeVisible();
  const table = page.getByRole('table');
  for (const name of NAMES)
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(table.getByText('not attempted', { exact: true })).toHaveCount(NAMES.length * 3);
});
