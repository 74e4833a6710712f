import { describe, expect, it } from 'vitest';
import { isQuestionType } from '@/domain/catalog/questionTypes';
import {
  availableTasks,
  buildTaskData,
  preselectedTasks,
  TASK_KINDS,
  taskAvailability,
  taskKind,
  type HomeworkSource,
  type TaskKind,
} from '@/domain/homework/tasks';
import { SKILLS, TEMPLATES } from '@/domain/homework/types';
import { answersFor, markAnswers } from '@/domain/questions/answers';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { QuestionItems, QuestionSet } from '@/domain/questions/types';
import { VOCABULARY_UNALIGNED_MESSAGE } from '@/domain/questions/vocabulary';
import { answersMatch } from '@/domain/matching/normalise';
import { fullText, type ResourceContent } from '@/domain/resource/content';
import { frenchPicnic, spanishMarket } from '../questions/fixtures';

const kindOf = (id: string): TaskKind => {
  const found = taskKind(id);
  if (found === undefined) throw new Error(`no task kind ${id}`);
  return found;
};

function source(
  content: ResourceContent,
  questions: QuestionSet = {},
  audioTrackIds: readonly number[] = [],
): HomeworkSource {
  return { content, questions, seed: 7, audioTrackIds };
}

/** The resource's questions of these types, derived as its activities page derives them. */
function questionsOf(content: ResourceContent, types: Parameters<typeof deriveQuestions>[1]) {
  return deriveQuestions(content, types, { seed: 7 }).questions;
}

function built(id: string, resource: HomeworkSource) {
  const result = buildTaskData(kindOf(id), resource);
  if (result.type !== 'built') throw new Error(`${id} unavailable: ${result.reason}`);
  return result.task;
}

describe('the task catalogue', () => {
  it('names each kind once, with a real skill, template and question type', () => {
    expect(new Set(TASK_KINDS.map((k) => k.id)).size).toBe(TASK_KINDS.length);
    for (const k of TASK_KINDS) {
      expect(SKILLS).toContain(k.skill);
      expect(TEMPLATES).toContain(k.template);
      expect(isQuestionType(k.format)).toBe(true);
    }
  });

  it('covers every skill and every template of spec §3', () => {
    expect(new Set(TASK_KINDS.map((k) => k.skill))).toEqual(new Set(SKILLS));
    expect(new Set(TASK_KINDS.map((k) => k.template))).toEqual(new Set(TEMPLATES));
  });

  it('sets no open-ended task, which only a teacher can mark', () => {
    expect(TASK_KINDS.map((k) => k.format)).not.toContain('open_ended_ques');
  });
});

describe('a vocabulary task', () => {
  it('is made from the content’s vocabulary when the resource has no vocabulary questions: each answer is the resource’s own target word', () => {
    const task = built('vocab-type', source(spanishMarket));
    const items = task.data.items as readonly QuestionItems['vocabulary'][];
    expect(items).toHaveLength(spanishMarket.vocabulary.length);
    items.forEach((item, index) => {
      const word = spanishMarket.vocabulary[index];
      expect(answersFor('vocabulary', item)).toEqual([word?.target]);
      expect(item.native).toBe(word?.native);
    });
    expect(task.data.format).toBe('vocabulary');
    expect(task.data.language).toBe('es');
    expect(task).toMatchObject({ skill: 'VOCAB', template: 'TYPE_THE_ANSWER' });
  });

  it('takes the teacher’s edited vocabulary questions over the content', () => {
    const derived = questionsOf(spanishMarket, ['vocabulary']).vocabulary ?? [];
    const edited = derived.map((item, index) =>
      index === 0 ? { ...item, target: 'el mercadillo' } : item,
    );
    const task = built('vocab-type', source(spanishMarket, { vocabulary: edited }));
    const first = task.data.items[0] as QuestionItems['vocabulary'];
    expect(markAnswers('vocabulary', first, ['el mercadillo'], 'es')).toEqual({
      marking: 'automatic',
      correct: [true],
    });
    expect(markAnswers('vocabulary', first, ['mercado'], 'es')).toEqual({
      marking: 'automatic',
      correct: [false],
    });
  });

  it('is unavailable, with the alignment message, when the vocabulary’s two sides do not line up', () => {
    const unaligned: ResourceContent = {
      ...spanishMarket,
      vocabulary: [...spanishMarket.vocabulary, { ...spanishMarket.vocabulary[0]!, native: '' }],
    };
    expect(taskAvailability(kindOf('vocab-type'), source(unaligned))).toEqual({
      available: false,
      reason: VOCABULARY_UNALIGNED_MESSAGE,
    });
    expect(buildTaskData(kindOf('game-vocabulary-match'), source(unaligned))).toEqual({
      type: 'unavailable',
      reason: VOCABULARY_UNALIGNED_MESSAGE,
    });
  });
});

describe('a sentence-building task', () => {
  it('rebuilds each sentence of the text from its chunks', () => {
    const task = built('writing-sentence-builder', source(spanishMarket));
    const items = task.data.items as readonly QuestionItems['chunks'][];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const sentence = spanishMarket.sentences.find((s) => s.id === item.sentenceIds[0]);
      const [answer = ''] = answersFor('chunks', item);
      expect(answersMatch(answer, sentence?.target.text ?? '', 'es')).toBe(true);
    }
    expect(task).toMatchObject({ skill: 'WRITING', template: 'DRAG_AND_DROP' });
  });
});

describe('a reading task', () => {
  it('is unavailable, naming the question type and where to make it, when the resource has no such questions', () => {
    const availability = taskAvailability(kindOf('reading-multiple-choice'), source(spanishMarket));
    expect(availability.available).toBe(false);
    expect(availability.available ? '' : availability.reason).toBe(
      'This resource has no “Multiple choice” questions: create them on its activities page to set this task.',
    );
  });

  it('is made of the resource’s own questions, whose right option is the answer key, with the text beside them', () => {
    const questions = questionsOf(spanishMarket, ['multi_choice_ques']);
    const stored = questions.multi_choice_ques ?? [];
    expect(stored.length).toBeGreaterThan(0);
    const task = built('reading-multiple-choice', source(spanishMarket, questions));
    expect(task.data.items).toEqual(stored);
    task.data.items.forEach((item) => {
      const question = item as QuestionItems['multi_choice_ques'];
      expect(answersFor('multi_choice_ques', question)).toEqual([
        question.options[question.correctIndex]?.target,
      ]);
    });
    expect(task.data.text).toEqual({
      target: fullText(spanishMarket, 'target'),
      native: fullText(spanishMarket, 'native'),
    });
    expect(task.data.audio).toBeUndefined();
  });
});

describe('a listening task', () => {
  const questions = questionsOf(spanishMarket, ['true_false_ques']);

  it('plays the resource’s first audio track when it has one', () => {
    const task = built('listening-true-false', source(spanishMarket, questions, [41, 42]));
    expect(task.data.audio).toEqual({ kind: 'track', trackId: 41 });
    expect(task.data.items).toEqual(questions.true_false_ques);
  });

  it('has the browser read the target text in the target language when there is no track', () => {
    const task = built('listening-true-false', source(spanishMarket, questions));
    expect(task.data.audio).toEqual({ kind: 'speech', language: 'es' });
    expect(task.data.text?.target).toBe(fullText(spanishMarket, 'target'));
  });
});

describe('who said what', () => {
  it('is made from a dialogue’s questions, each answer one of its speakers', () => {
    const questions = questionsOf(frenchPicnic, ['who_said_what']);
    const task = built('game-who-said-what', source(frenchPicnic, questions));
    for (const item of task.data.items as readonly QuestionItems['who_said_what'][])
      expect(frenchPicnic.speakers).toContain(answersFor('who_said_what', item)[0]);
  });

  it('is unavailable for a text with no such questions', () => {
    expect(taskAvailability(kindOf('game-who-said-what'), source(spanishMarket)).available).toBe(
      false,
    );
  });
});

describe('the preselection', () => {
  it('picks one vocabulary, one reading and one writing task the resource can give', () => {
    const questions = questionsOf(spanishMarket, ['true_false_ques', 'vocabulary', 'chunks']);
    const chosen = preselectedTasks(availableTasks(source(spanishMarket, questions)));
    expect(chosen).toEqual(['vocab-type', 'reading-true-false', 'writing-sentence-builder']);
  });

  it('leaves out a skill the resource has nothing for, and never picks an unavailable task', () => {
    const availability = availableTasks(source(spanishMarket));
    const chosen = preselectedTasks(availability);
    expect(chosen).toEqual(['vocab-type', 'writing-sentence-builder']);
    for (const id of chosen)
      expect(availability.find((entry) => entry.kind.id === id)?.available).toBe(true);
  });

  it('picks nothing when nothing is available', () => {
    expect(preselectedTasks(TASK_KINDS.map((kind) => ({ kind, available: false })))).toEqual([]);
  });
});
