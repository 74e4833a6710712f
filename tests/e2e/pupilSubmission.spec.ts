import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildTaskData, taskKind } from '@/domain/homework/tasks';
import { answersFor } from '@/domain/questions/answers';
import type { QuestionSet } from '@/domain/questions/types';
import {
  apiHeaders,
  DEMO,
  expectNoViolations,
  finishedResource,
  markToursSeen,
  signIn,
} from './support';

/*
 * Issue #11 end to end, as a pupil's evening goes: the teacher sets a homework of three tasks
 * of three templates for the demo class; the demo pupil signs in, finds it to do, answers
 * multiple choice by tapping, builds the sentences by keyboard only, matches the words, loses
 * the network as they send the last task, gets it back, and sees their results; the teacher
 * then sees the same scores in the class result table.
 *
 * The right answers are worked out from the resource the way the server builds its tasks
 * (`buildTaskData` over the stored questions and content), never written here.
 *
 * Named to run after pupilPages.spec.ts (one worker, file order), which expects the demo pupil
 * to have finished nothing yet.
 */

const KINDS = ['reading-multiple-choice', 'writing-sentence-builder', 'game-vocabulary-match'];

/** Tabs until the focus is inside `region` (at most 60 presses). */
async function tabInto(page: Page, region: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await region.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the region');
}

/** Presses `key` until the focused piece reads `text` and is still free (at most 30 presses). */
async function arrowTo(page: Page, key: string, text: string) {
  for (let i = 0; i < 30; i += 1) {
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        text: active?.firstChild?.textContent ?? '',
        free: active?.getAttribute('aria-disabled') === null,
      };
    });
    if (focused.text === text && focused.free) return;
    await page.keyboard.press(key);
  }
  throw new Error(`no free piece “${text}” reached with ${key}`);
}

test('the demo pupil does three tasks, one by keyboard only, sends the last one offline, and teacher and pupil see the same scores', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const name = `Mi fin de semana ${Date.now().toString(36)}`;
  const resource = await finishedResource(request, {
    title: name,
    seed: 4211,
    wordCount: 50,
    questionTypes: ['vocabulary', 'multi_choice_ques', 'chunks'],
  });
  const teacher = await apiHeaders(request);
  const stored = await request.get(`/api/resources/${String(resource.id)}`, { headers: teacher });
  const { questions } = ((await stored.json()) as { data: { questions: QuestionSet } }).data;
  const keys = KINDS.map((id) => {
    const kind = taskKind(id);
    if (kind === undefined) throw new Error(`no task kind ${id}`);
    const built = buildTaskData(kind, { ...resource, questions, audioTrackIds: [] });
    if (built.type !== 'built') throw new Error(`${id}: ${built.reason}`);
    const { format, items } = built.task.data;
    return items.map((item) => answersFor(format, item as never));
  });
  const [choiceKey = [], orderKey = [], matchKey = []] = keys;

  // The teacher sets it for the demo class, open from now for three days.
  const classes = await request.get('/api/v1/classrooms', { headers: teacher });
  const [list] = ((await classes.json()) as { data: [{ id: number; name: string }[], number] })
    .data;
  const classroom = list.find((c) => c.name === 'Year 8 Spanish');
  if (classroom === undefined) throw new Error('no demo class');
  const now = Date.now();
  const set = await request.post('/api/v1/homeworks', {
    headers: teacher,
    data: {
      name,
      resourceId: resource.id,
      startsAt: new Date(now - 60_000).toISOString(),
      dueAt: new Date(now + 3 * 24 * 3600_000).toISOString(),
      classroomIds: [classroom.id],
      tasks: KINDS.map((kind) => ({ kind, passMark: 60 })),
    },
  });
  expect(set.status()).toBe(201);
  const homeworkId = ((await set.json()) as { data: { id: number } }).data.id;

  // The pupil finds it to do and opens its first task.
  await markToursSeen(request, DEMO.pupil);
  await signIn(page, DEMO.pupil.login, DEMO.pupil.password);
  await expect(page).toHaveURL(/\/pupil\/home$/);
  const toDo = page.getByRole('region', { name: /^To do/ });
  const homework = toDo.getByRole('listitem').filter({ hasText: name });
  await expect(homework).toContainText('3 tasks to do');
  await homework.getByRole('button', { name: `Show tasks of ${name}` }).click();
  await homework.getByRole('link', { name: 'Reading: multiple choice' }).click();
  await expect(page).toHaveURL(new RegExp(`/submit_task/${String(homeworkId)}/\\d+$`));
  await expect(page.getByText('Task 1 of 3')).toBeVisible();

  // 1. Multiple choice, by tapping each right option.
  for (const [index, parts] of choiceKey.entries()) {
    const question = page.getByRole('group', {
      name: `Question ${String(index + 1)} of ${String(choiceKey.length)}`,
    });
    await question.getByRole('radio', { name: parts[0] ?? '', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your score: 100%')).toBeVisible();
  await page.getByRole('link', { name: 'Next task' }).click();

  // 2. The sentences built by keyboard only: Tab into each pool, arrows to a piece, Enter
  // places it; then Tab to Submit and Enter.
  await expect(page.getByText('Task 2 of 3')).toBeVisible();
  for (const [index, parts] of orderKey.entries()) {
    const pool = page.getByRole('group', {
      name: `Pieces of question ${String(index + 1)}`,
      exact: true,
    });
    await tabInto(page, pool);
    const sentence = parts[0] ?? '';
    // The key is the chunks joined with spaces: place the free tiles whose texts rebuild it.
    let rest = sentence;
    while (rest !== '') {
      const tiles = await pool
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons
            .filter((button) => button.getAttribute('aria-disabled') === null)
            .map((button) => button.firstChild?.textContent ?? ''),
        );
      const next = tiles
        .filter((tile) => tile !== '' && (rest === tile || rest.startsWith(`${tile} `)))
        .sort((a, b) => b.length - a.length)[0];
      if (next === undefined) throw new Error(`no piece begins “${rest}”`);
      await arrowTo(page, 'ArrowRight', next);
      await page.keyboard.press('Enter');
      rest = rest.slice(next.length).trimStart();
      // Placing moves the focus on; come back to the pool for the next piece.
      await tabInto(page, pool);
    }
  }
  const submit = page.getByRole('button', { name: 'Submit' });
  for (let i = 0; i < 80 && !(await submit.evaluate((b) => b === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your score: 100%')).toBeVisible();
  await page.getByRole('link', { name: 'Next task' }).click();

  // 3. The words matched by tapping; the network drops as the pupil sends them.
  await expect(page.getByText('Task 3 of 3')).toBeVisible();
  const words = page.getByRole('group', { name: 'Words' });
  const targets = page.getByRole('group', { name: 'Spanish' });
  for (const [index, parts] of matchKey.entries()) {
    await words.getByRole('button').nth(index).click();
    // A word already matched reads “… Used”: the name is the word, then that or nothing.
    const word = (parts[0] ?? '').replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    await targets.getByRole('button', { name: new RegExp(`^${word}( |$)`, 'u') }).click();
  }
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Saved on this device/)).toBeVisible();
  await expectNoViolations(page);
  await context.setOffline(false);
  await expect(page.getByText('Your score: 100%')).toBeVisible({ timeout: 30_000 });

  // The pupil's results: three tasks, each passed with 100 %.
  await page.getByRole('link', { name: 'See your result' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const results = page.getByRole('table');
  await expect(results.getByRole('row')).toHaveCount(4);
  await expect(results.getByText('100%')).toHaveCount(3);

  // The teacher's class result table shows the same three scores for the demo pupil.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await markToursSeen(request, DEMO.teacher);
  await signIn(page, DEMO.teacher.login, DEMO.teacher.password);
  await expect(page).toHaveURL(/\/select_resources$/);
  await page.goto(`/homework-classroom-result/${String(homeworkId)}/${String(classroom.id)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const pupil = page.getByRole('row', { name: /Pat Pupil/ });
  await expect(pupil.getByRole('button', { name: /: 100%, passed/ })).toHaveCount(3);
});
