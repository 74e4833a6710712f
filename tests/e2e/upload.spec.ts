import { expect, test } from '@playwright/test';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

test.beforeEach(async ({ page, request }) => {
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
});

test('a teacher adds a Spanish text with its English translation and goes on to review it', async ({
  page,
  request,
}) => {
  await page.goto('/add_resource');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a resource' })).toBeVisible();
  await page.getByLabel('Resource name').fill('Ana en Madrid');
  await page.getByLabel('Language taught').selectOption('es');
  await page.getByLabel('Pupils’ language').selectOption('en');
  await page.getByLabel('Level', { exact: true }).selectOption('A2');
  await page
    .getByLabel('Text', { exact: true })
    .fill('Me llamo Ana. Vivo en Madrid con mi familia.');
  await expect(page.getByText('44 of 5,000 characters')).toBeVisible();
  await page
    .getByLabel('Translation (optional)')
    .fill('My name is Ana. I live in Madrid with my family.');
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(page).toHaveURL(/\/preview\/\d+$/);
  const id = /\/preview\/(\d+)$/.exec(page.url())?.[1] ?? '';

  // The server stored it with the two languages lined up sentence by sentence.
  const login = await request.post('/api/login', { data: DEMO.teacher });
  const token = ((await login.json()) as { data: string }).data;
  const stored = await request.get(`/api/resources/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stored.ok()).toBe(true);
  const { data } = (await stored.json()) as {
    data: {
      name: string;
      source: string;
      content: { sentences: { target: { text: string }; native: { text: string } }[] };
    };
  };
  expect(data.name).toBe('Ana en Madrid');
  expect(data.source).toBe('uploaded');
  expect(data.content.sentences.map((s) => [s.target.text, s.native.text])).toEqual([
    ['Me llamo Ana.', 'My name is Ana.'],
    ['Vivo en Madrid con mi familia.', 'I live in Madrid with my family.'],
  ]);
});

test('a translation that does not line up is refused with the server’s reason, and the text is kept', async ({
  page,
}) => {
  await page.goto('/add_resource');
  await page.getByLabel('Resource name').fill('Desajuste');
  await page.getByLabel('Level', { exact: true }).selectOption('A1');
  await page.getByLabel('Text', { exact: true }).fill('Hola. Adiós.');
  await page.getByLabel('Translation (optional)').fill('Hello and goodbye.');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.locator('.form-alert')).toContainText(
    'The translation has 1 sentences and the text has 2',
  );
  await expect(page).toHaveURL(/\/add_resource$/);
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Hola. Adiós.');
});

for (const [path, title] of [
  ['/add_resource', 'Add a resource'],
  ['/upload_resource', 'Upload a resource'],
] as const) {
  test(`axe finds nothing on ${path}, before and after a submit with errors`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.getByLabel('Resource name')).toBeFocused();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expectNoViolations(page);
  });
}

test('on /upload_resource a .txt file chosen from the keyboard fills the text', async ({
  page,
}) => {
  await page.goto('/upload_resource');
  const input = page.getByLabel('Text file');
  await input.focus();
  await expect(input).toBeFocused();
  await input.setInputFiles({
    name: 'mi-dia.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Me levanto a las siete.\nDesayuno pan.', 'utf-8'),
  });
  await expect(page.getByLabel('Text (from the file, you may correct it)')).toHaveValue(
    'Me levanto a las siete.\nDesayuno pan.',
  );
  await expect(page.getByText('mi-dia.txt')).toBeVisible();
  await expectNoViolations(page);
});
