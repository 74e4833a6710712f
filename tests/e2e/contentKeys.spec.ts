import { expect, test, type Page } from '@playwright/test';
import {
  questionTypeLabel,
  questionTypesFor,
  type QuestionType,
} from '@/domain/catalog/questionTypes';
import { answersFor } from '@/domain/questions/answers';
import type { QuestionItems, QuestionSet } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import type { TextStyle } from '@/domain/catalog/textStyles';
import { apiHeaders, finishedResource, openTeachingScreen } from './support';

/*
 * A generated resource's every question panel, opened on the teaching screen, shows the keys of
 * its questions, and those keys are the story's own: each key of comprehension, multiple choice
 * and true/false is the answer or statement written beside the sentences it rests on, and those
 * sentences are in the text; "not in the text" is said only of claims written as unstated; the
 * words a pupil finds are in the text on screen.
 */

interface KeyCase {
  readonly title: string;
  readonly language: string;
  readonly target: string;
  readonly native: string;
  readonly resourceType: TextStyle;
  readonly level: string;
  readonly prompt: string;
  readonly wordCount: number;
  readonly seed: number;
}

const CASES: readonly KeyCase[] = [
  {
    title: 'At the dentist',
    language: 'Spanish',
    target: 'es',
    native: 'en',
    resourceType: 'text',
    level: 'B1',
    prompt: 'a visit to the dentist',
    wordCount: 200,
    seed: 4242,
  },
  {
    title: 'Booking a table',
    language: 'French',
    target: 'fr',
    native: 'en',
    resourceType: 'dialogue_two_speakers',
    level: 'A2',
    prompt: 'booking a table at a restaurant',
    wordCount: 150,
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

/** The key of an item that must be a fact's own words, with the facts it may come from. */
function factKeys(content: ResourceContent): {
  readonly answers: ReadonlySet<string>;
  readonly statements: Readonly<Record<'true' | 'false' | 'not_in_text', ReadonlySet<string>>>;
} {
  const told = new Set(content.sentences.map((sentence) => sentence.id));
  const facts = content.facts.filter((fact) => fact.sentenceIds.every((id) => told.has(id)));
  return {
    answers: new Set(facts.map((fact) => fact.answer.target)),
    statements: {
      true: new Set(facts.map((fact) => fact.trueStatement.target)),
      false: new Set(facts.map((fact) => fact.falseStatement.target)),
      not_in_text: new Set(content.unstated.map((claim) => claim.target)),
    },
  };
}

async function revealPanel(page: Page, label: string): Promise<string[]> {
  await page.getByRole('tablist', { name: 'Questions' }).getByRole('tab', { name: label }).click();
  const panel = page.getByRole('tabpanel', { name: label });
  await panel.getByRole('button', { name: 'Show answers' }).click();
  return (await panel.locator('.question-answer').allInnerTexts()).map((text) => text.trim());
}

for (const keyCase of CASES) {
  test(`every question panel of "${keyCase.title}" shows keys that are the story's own`, async ({
    page,
    request,
  }) => {
    const types = questionTypesFor(keyCase.resourceType);
    const stored = await finishedResource(request, {
      title: keyCase.title,
      prompt: keyCase.prompt,
      seed: keyCase.seed,
      wordCount: keyCase.wordCount,
      resourceType: keyCase.resourceType,
      target: keyCase.target,
      native: keyCase.native,
      level: { kind: 'cefr', level: keyCase.level },
      questionTypes: types,
    });
    const read = await request.get(`/api/resources/${String(stored.id)}`, {
      headers: await apiHeaders(request),
    });
    const questions = ((await read.json()) as { data: { questions: QuestionSet } }).data.questions;

    // The keys are the story's own words, resting on sentences the text tells.
    const keys = factKeys(stored.content);
    expect(keys.answers.size).toBeGreaterThanOrEqual(3);
    for (const item of questions.comprehension ?? [])
      expect(keys.answers, item.question.target).toContain(item.answer.target);
    for (const item of questions.multi_choice_ques ?? [])
      expect(keys.answers, item.question.target).toContain(item.options[item.correctIndex]?.target);
    for (const item of questions.true_false_ques ?? [])
      expect(keys.statements[item.answer], item.statement.target).toContain(item.statement.target);

    await openTeachingScreen(page, request, stored.id);
    const text = page.getByRole('region', { name: `${keyCase.language} text` });
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
