import { expect, test } from '@playwright/test';
import {
  apiHeaders,
  DEMO,
  expectNoViolations,
  markToursSeen,
  registeredTeacher,
  signIn,
} from './support';

/*
 * A Department plan granted by an admin (issue #14 `/access_product`) sets up an organisation as
 * a paid one does (issue #13): a teacher registered for this spec, refused at first, is granted
 * the plan and sets up their department on /organisation with the plan's seats. The teacher is
 * new, so no other spec sees the grant.
 */

test('a teacher granted the Department plan sets up and owns an organisation', async ({
  page,
  request,
}) => {
  const teacher = await registeredTeacher(request);
  await markToursSeen(request, teacher);
  await signIn(page, teacher.login, teacher.password);
  await expect(page).not.toHaveURL(/\/signin/);

  await page.goto('/organisation');
  const form = page.getByRole('form', { name: 'Set up organisation' });
  await form.getByLabel('Name of your school or department').fill('Granted Grammar Languages');
  await form.getByLabel('Country').selectOption('GBR');
  await form.getByRole('button', { name: 'Set up organisation' }).click();
  await expect(form).toContainText('Setting up an organisation needs the Department plan.');

  // The admin grants the plan (the /access_product screen is adminAccess.spec.ts's).
  const headers = await apiHeaders(request, DEMO.admin);
  const found = await request.get(`/api/admin/users?email=${encodeURIComponent(teacher.login)}`, {
    headers,
  });
  const user = (
    (await found.json()) as {
      data: { id: number; grantablePlans: { id: number; title: string }[] };
    }
  ).data;
  const department = user.grantablePlans.find((p) => p.title === 'Department');
  expect(department).toBeDefined();
  const granted = await request.post(`/api/admin/users/${String(user.id)}/grants`, {
    headers,
    data: { kind: 'plan', planId: department?.id, reason: 'Pilot department' },
  });
  expect(granted.status()).toBe(201);

  // The grant counts from the teacher's next request; setting up reads it on the server.
  await page.reload();
  await form.getByLabel('Name of your school or department').fill('Granted Grammar Languages');
  await form.getByLabel('Country').selectOption('GBR');
  await form.getByRole('button', { name: 'Set up organisation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Granted Grammar Languages' }),
  ).toBeVisible();
  await expect(page.getByTestId('teachers-seats')).toHaveText('4 of 5 free');
  await expect(page.getByTestId('pupils-seats')).toHaveText('300 of 300 free');
  await expectNoViolations(page);
});
