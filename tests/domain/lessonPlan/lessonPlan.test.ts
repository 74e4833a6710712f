import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LESSON_PLAN_OPTION_VALUES } from '@/domain/catalog/lessonPlanOptions';
import { QUESTION_TYPES, QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { TEXT_STYLE_VALUES } from '@/domain/catalog/textStyles';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { wordCount } from '@/domain/resource/content';
import {
  allocateMinutes,
  buildLessonPlan,
  DEFAULT_LESSON_MINUTES,
  lessonPlanInputFrom,
  planActivities,
  type LessonPlan,
  type LessonPlanInput,
} from '@/domain/lessonPlan/lessonPlan';
import { spanishMarket } from '../questions/fixtures';

const base: LessonPlanInput = {
  name: 'At the market',
  level: 'A2',
  resourceType: 'text',
  questionTypes: ['comprehension', 'vocabulary', 'deliberate_errors', 'open_ended_ques'],
  vocabularyCount: 22,
  wordCount: 150,
  options: [],
};

const steps = (plan: LessonPlan) => plan.stages.flatMap((stage) => stage.steps);
const texts = (plan: LessonPlan) => steps(plan).map((step) => step.text);

describe('buildLessonPlan', () => {
  it('has the five stages in order, an hour long by default', () => {
    const plan = buildLessonPlan(base);
    expect(plan.stages.map((stage) => stage.title)).toEqual([
      'Warm-up',
      'Presentation',
      'Practice',
      'Production',
      'Plenary',
    ]);
    expect(plan.totalMinutes).toBe(DEFAULT_LESSON_MINUTES);
    expect(plan.title).toBe('Lesson plan: At the market');
    expect(plan.level).toBe('A2');
  });

  it('practises vocabulary first and mistakes last; open-ended questions are production', () => {
    const plan = buildLessonPlan(base);
    const practice = plan.stages.find((stage) => stage.kind === 'practice');
    expect(practice?.steps.map((step) => step.activity)).toEqual([
      'vocabulary',
      'comprehension',
      'deliberate_errors',
    ]);
    const production = plan.stages.find((stage) => stage.kind === 'production');
    expect(production?.steps.map((step) => step.activity)).toEqual(['open_ended_ques']);
    expect(texts(plan)).toContain(
      'Key vocabulary: pupils learn the key words, recalling each from its translation.',
    );
  });

  it('with no activities it names none and still plans a practice', () => {
    const plan = buildLessonPlan({ ...base, questionTypes: [] });
    expect(planActivities(plan)).toEqual([]);
    expect(plan.stages.find((stage) => stage.kind === 'practice')?.steps).toHaveLength(1);
    for (const { label } of QUESTION_TYPES) {
      expect(texts(plan).join('\n')).not.toContain(label);
    }
  });

  it('the projector adds whole-class display steps', () => {
    const without = buildLessonPlan(base);
    const withProjector = buildLessonPlan({ ...base, options: ['projector'] });
    expect(steps(without).filter((step) => step.kind === 'display')).toEqual([]);
    expect(steps(withProjector).filter((step) => step.kind === 'display')).toHaveLength(3);
    expect(withProjector.materials).toContain('A projector showing the teaching screen.');
  });

  it('the audio player adds a listening step to the presentation', () => {
    const plan = buildLessonPlan({ ...base, options: ['audio_player'] });
    const presentation = plan.stages.find((stage) => stage.kind === 'presentation');
    expect(presentation?.steps[0]?.kind).toBe('listening');
    expect(steps(buildLessonPlan(base)).some((step) => step.kind === 'listening')).toBe(false);
  });

  it('printed vocab adds a handout with the number of words', () => {
    const plan = buildLessonPlan({ ...base, options: ['printed_vocab'] });
    const handout = steps(plan).find((step) => step.kind === 'handout');
    expect(handout?.text).toContain('22 words');
    expect(plan.materials).toContain('The vocabulary list (22 words), printed, one per pupil.');
  });

  it('a worksheet opens the practice with the printed worksheet', () => {
    const plan = buildLessonPlan({ ...base, options: ['worksheet'] });
    const practice = plan.stages.find((stage) => stage.kind === 'practice');
    expect(practice?.steps[0]?.kind).toBe('worksheet');
    expect(plan.materials).toContain('The worksheet, printed, one per pupil.');
  });

  it('focus and ability add differentiation notes, and only they do', () => {
    expect(buildLessonPlan(base).differentiation).toEqual([]);
    expect(buildLessonPlan({ ...base, options: ['focus'] }).differentiation).toHaveLength(1);
    const ability = buildLessonPlan({
      ...base,
      questionTypes: ['inference_questions'],
      options: ['ability'],
    }).differentiation;
    expect(ability).toHaveLength(2);
    expect(ability[1]).toContain('inference questions');
  });

  it('a dialogue without open-ended questions ends with a role-play', () => {
    const plan = buildLessonPlan({
      ...base,
      resourceType: 'dialogue_two_speakers',
      questionTypes: ['who_said_what'],
    });
    const production = plan.stages.find((stage) => stage.kind === 'production');
    expect(production?.steps[0]?.kind).toBe('speaking');
  });

  it('is the same plan for the same input', () => {
    expect(buildLessonPlan({ ...base, options: ['projector', 'ability'] })).toEqual(
      buildLessonPlan({ ...base, options: ['projector', 'ability'] }),
    );
  });

  it('a lesson length outside 15–180 minutes is brought within it', () => {
    expect(buildLessonPlan({ ...base, minutes: 5 }).totalMinutes).toBe(15);
    expect(buildLessonPlan({ ...base, minutes: 1000 }).totalMinutes).toBe(180);
    expect(buildLessonPlan({ ...base, minutes: Number.NaN }).totalMinutes).toBe(60);
  });
});

describe('allocateMinutes', () => {
  it('shares in proportion, every part getting a minute', () => {
    expect(allocateMinutes(10, [1, 1, 3])).toEqual([3, 2, 5]);
    expect(allocateMinutes(13, [1, 1, 3])).toEqual([3, 3, 7]);
    expect(allocateMinutes(7, [1, 1, 1])).toEqual([3, 2, 2]);
    expect(allocateMinutes(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocateMinutes(5, [])).toEqual([]);
  });
});

const input = fc.record({
  name: fc.string({ maxLength: 30 }),
  level: fc.constantFrom('A1', 'B2', 'Year 8'),
  resourceType: fc.constantFrom(...TEXT_STYLE_VALUES),
  questionTypes: fc.subarray([...QUESTION_TYPE_VALUES]),
  vocabularyCount: fc.nat(40),
  wordCount: fc.integer({ min: 50, max: 500 }),
  options: fc.subarray([...LESSON_PLAN_OPTION_VALUES]),
  minutes: fc.integer({ min: 15, max: 180 }),
});

describe('properties', () => {
  it('the stages always sum to the lesson, and each stage to its steps', () => {
    fc.assert(
      fc.property(input, (given) => {
        const plan = buildLessonPlan(given);
        expect(plan.totalMinutes).toBe(given.minutes);
        expect(plan.stages.reduce((sum, stage) => sum + stage.minutes, 0)).toBe(given.minutes);
        for (const stage of plan.stages) {
          expect(stage.steps.reduce((sum, step) => sum + step.minutes, 0)).toBe(stage.minutes);
          expect(stage.minutes).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('names every activity present once, and no other', () => {
    fc.assert(
      fc.property(input, (given) => {
        const plan = buildLessonPlan(given);
        const named = planActivities(plan);
        expect([...named].sort()).toEqual([...given.questionTypes].sort());
        const absent = QUESTION_TYPES.filter((type) => !given.questionTypes.includes(type.value));
        const all = texts(plan).join('\n');
        for (const type of absent) expect(all).not.toContain(`${type.label}:`);
      }),
    );
  });

  it('every stage has at least one step', () => {
    fc.assert(
      fc.property(input, (given) => {
        for (const stage of buildLessonPlan(given).stages) {
          expect(stage.steps.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('lessonPlanInputFrom', () => {
  it('takes the types that still have items, the vocabulary and the target words', () => {
    const input = lessonPlanInputFrom({
      name: 'Mercado',
      level: 'A2',
      content: spanishMarket,
      questions: { comprehension: [], vocabulary: [], phrase: [] },
      options: ['projector'],
    });
    expect(input.questionTypes).toEqual([]);
    const derived = deriveQuestions(spanishMarket, ['phrase', 'comprehension'], { seed: 1 });
    const withItems = lessonPlanInputFrom({
      name: 'Mercado',
      level: 'A2',
      content: spanishMarket,
      questions: derived.questions,
      options: [],
      minutes: 45,
    });
    expect(withItems).toMatchObject({
      questionTypes: ['phrase', 'comprehension'],
      vocabularyCount: spanishMarket.vocabulary.length,
      wordCount: wordCount(spanishMarket, 'target'),
      resourceType: 'text',
      minutes: 45,
    });
  });
});
