import { expect, test, type Page } from '@playwright/test';
import {
  questionTypeLabel,
  questionTypesFor,
  type QuestionType,
} from '@/domain/catalog/questionTypes';
import { answersFor } from '@/domain/questions/answers';
import type { QuestionItems, QuestionSet } from '@/domain/questions/types';
import { execFileSync } from 'node:child_process';
import type { ResourceContent } from '@/domain/resource/content';
import type { AuditCase } from '../../server/audit/types';
import { apiHeaders, finishedResource, openTeachingScreen } from './support';

/*
 * Issue #12: a generated resource's every question panel, opened on the teaching screen, shows
 * keys that are right for the text. The resource is made through the API like any other; the
 * same request written again here (the generator is deterministic for a seed) gives the
 * generator's own record of what it wrote, which the content audit's checks prove each key
 * against. The screen must then show exactly those keys, and the words a pupil finds in the
 * text must be in the text the screen shows.
 */

const CASES: readonly (AuditCase & { readonly title: string; readonly language: string })[] = [
  {
    title: 'Dinner at home',
    language: 'Spanish',
    target: 'es',
    native: 'en',
    resourceType: 'dialogue_two_speakers',
    level: { kind: 'cefr', level: 'A2' },
    prompt: 'cooking dinner for the family',
    wordCount: 150,
    vocabulary: [],
    seed: 4242,
  },
  {
    title: 'To Grandma by train',
    language: 'French',
    target: 'fr',
    native: 'en',
    resourceType: 'dialogue_two_speakers',
    level: { kind: 'cefr', level: 'B1' },
    prompt: 'a train journey to visit grandma',
    wordCount: 150,
    vocabulary: [],
    seed: 977,
  },
];

/** What "Show answers" writes for an item: the key in the words the panel uses. */
function shownKeys<T extends QuestionType>(type: T, item: QuestionItems[T]): readonly string[] {
  switch (type) {
    case 'true_false_ques': {
      const answer = (item as QuestionItems['true_false_ques']).answer;
      return [{ true: 'True', false: 'False', not_in_text: 'Not in the text' }[answer]];
    }
    case 'comprehension':
      return [(item as QuestionItems['comprehension']).answer.target];
    case 'open_ended_ques':
      return [(item as QuestionItems['open_ended_ques']).modelAnswer.target];
    case 'deliberate_errors':
      return (item as QuestionItems['deliberate_errors']).errors.map(
        (error) => `${error.wrong} → ${error.right}`,
      );
    default:
      return [answersFor(type, item).join(', ')];
  }
}

/** Words a pupil finds as written in the text: each must be in the text on screen. */
function writtenKeys<T extends QuestionType>(type: T, item: QuestionItems[T]): readonly string[] {
  switch (type) {
    case 'phrase':
      return [(item as QuestionItems['phrase']).answer];
    case 'vocab_in_context':
      return [(item as QuestionItems['vocab_in_context']).answer];
    case 'syllables':
      return [(item as QuestionItems['syllables']).word];
    default:
      return [];
  }
}

interface Audited {
  readonly content: ResourceContent;
  readonly questions: QuestionSet;
  readonly findings: readonly {
    readonly check: string;
    readonly checked: number;
    readonly findings: readonly unknown[];
  }[];
}

/**
 * The content audit of one case, in a process of its own: the audit runs on the server's code,
 * which Playwright's module loader does not resolve (fp-ts directory imports).
 */
function audit(auditCase: AuditCase): Audited {
  const output = execFileSync('npx', ['tsx', 'scripts/audit-case.ts', JSON.stringify(auditCase)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as Audited;
}

async function revealPanel(page: Page, label: string): Promise<string[]> {
  await page.getByRole('tablist', { name: 'Questions' }).getByRole('tab', { name: label }).click();
  const panel = page.getByRole('tabpanel', { name: label });
  await panel.getByRole('button', { name: 'Show answers' }).click();
  return (await panel.locator('.question-answer').allInnerTexts()).map((text) => text.trim());
}

for (const auditCase of CASES) {
  test(`every question panel of "${auditCase.title}" shows keys proved right for its text`, async ({
    page,
    request,
  }) => {
    const types = questionTypesFor(auditCase.resourceType);
    const stored = await finishedResource(request, {
      title: auditCase.title,
      prompt: auditCase.prompt,
      seed: auditCase.seed,
      wordCount: auditCase.wordCount,
      resourceType: auditCase.resourceType,
      target: auditCase.target,
      native: auditCase.native,
      level: {
        kind: 'cefr',
        level: auditCase.level.kind === 'cefr' ? auditCase.level.level : 'A2',
      },
      questionTypes: types,
    });

    // The generator's own record of this very resource, and every key proved against it.
    const audited = audit(auditCase);
    expect(stored.content).toEqual(audited.content);
    expect(audited.findings.length).toBeGreaterThan(0);
    for (const check of audited.findings) {
      // Only texts tell a story for the connected-story check to read; every other check has keys.
      const told =
        check.check !== 'connected story' ||
        ['text', 'comprehensible_text'].includes(auditCase.resourceType);
      if (told) expect(check.checked, check.check).toBeGreaterThan(0);
      else expect(check.checked, check.check).toBe(0);
      expect(check.findings, check.check).toEqual([]);
    }
    const read = await request.get(`/api/resources/${String(stored.id)}`, {
      headers: await apiHeaders(request),
    });
    const questions = ((await read.json()) as { data: { questions: QuestionSet } }).data.questions;
    expect(questions).toEqual(audited.questions);

    await openTeachingScreen(page, request, stored.id);
    const text = page.getByRole('region', { name: `${auditCase.language} text` });
    await expect(text).toBeVisible();
    const written = (await text.innerText()).replace(/\s+/gu, ' ');

    const tabs = await page
      .getByRole('tablist', { name: 'Questions' })
      .getByRole('tab')
      .allInnerTexts();
    expect(tabs.length).toBeGreaterThanOrEqual(10);
    for (const type of types) {
      const items = (questions[type] ?? []) as readonly QuestionItems[typeof type][];
      if (items.length === 0) continue;
      const label = questionTypeLabel(type) ?? type;
      const shown = await revealPanel(page, label);
      expect(shown, label).toHaveLength(items.length);
      items.forEach((item, index) => {
        for (const key of shownKeys(type, item)) expect(shown[index], label).toContain(key);
        for (const key of writtenKeys(type, item)) {
          expect(written, `${label}: "${key}" in the text`).toContain(key);
        }
      });
    }
  });
}
