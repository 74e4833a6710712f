import { expect, test } from '@playwright/test';
import { QUESTION_TYPES, QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { DEMO, expectNoViolations, markToursSeen, signIn } from './support';

const EDITED_QUESTION = '¿Qué compra Ana en el mercado esta mañana?';

test('a teacher creates a Spanish dialogue at A2 with every question type, edits a question, finishes it, and finds it in the library', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Mercado ${Date.now().toString(36)}`;
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);

  // The dashboard: a two-speaker dialogue in Spanish for English speakers, A2, 150 words.
  await page.getByRole('radio', { name: 'Dialogue (two speakers)' }).check();
  await page.getByLabel('Native language').selectOption('en');
  await page.getByLabel('Target language').selectOption('es');
  await page.getByLabel('Scale').selectOption('cefr');
  await page.getByLabel('Level', { exact: true }).selectOption('A2');
  await page.getByLabel('Word count').selectOption('150');
  await page.getByLabel('Resource name').fill(name);
  await page.getByLabel('Prompt').fill('Buying fruit and vegetables at the market');
  const types = page.getByRole('group', { name: 'Question types' }).getByRole('checkbox');
  for (const box of await types.all()) await box.check();
  await expect(types).toHaveCount(12);
  await page.getByRole('button', { name: 'Generate' }).click();

  // Review: both texts, sentence by sentence.
  await expect(page).toHaveURL(/\/preview\/\d+$/);
  const id = Number(/\/preview\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByLabel(/^Sentence 1 \(.+\), Spanish$/)).not.toHaveValue('');
  await expect(page.getByLabel(/^Sentence 1 \(.+\), English$/)).not.toHaveValue('');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create questions' }).click();

  // Activities: every type the dialogue gives, one question edited.
  await expect(page).toHaveURL(new RegExp(`/activities/preview/${String(id)}$`));
  const questions = page.getByRole('region', { name: 'Questions' });
  // Every type asked for has its section: its questions, or why this text could not give them.
  for (const type of QUESTION_TYPES)
    await expect(questions.getByRole('heading', { name: type.label, exact: true })).toBeVisible();
  await expectNoViolations(page);
  const comprehension = questions.getByRole('region', { name: /Comprehension/ });
  await comprehension.getByRole('textbox').first().fill(EDITED_QUESTION);
  await page.getByRole('button', { name: 'Finish and display' }).click();

  // Displayed, and in My resources, where it opens again.
  await expect(page).toHaveURL(new RegExp(`/text_translation/${String(id)}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto('/private_resources');
  // Exactly the resource's own link: its row also has "Set … as homework".
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/text_translation/${String(id)}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Who said what' })).toBeVisible();

  // The edit was saved with the resource, which is finished.
  const login = await request.post('/api/login', { data: DEMO.teacher });
  const token = ((await login.json()) as { data: string }).data;
  const stored = await request.get(`/api/resources/${String(id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await stored.json()) as {
    data: { status: string; questions: Record<string, unknown[]> };
  };
  expect(body.data.status).toBe('ready');
  // The offline generator gives inference questions for most texts, not all (README).
  const made = Object.keys(body.data.questions);
  expect(made.length).toBeGreaterThanOrEqual(11);
  expect(QUESTION_TYPE_VALUES.filter((type) => !made.includes(type))).toEqual(
    made.length === 12 ? [] : ['inference_questions'],
  );
  expect(JSON.stringify(body.data.questions.comprehension?.[0])).toContain(EDITED_QUESTION);
});
