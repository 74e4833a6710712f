import type { LessonPlanOption } from '@/domain/catalog/lessonPlanOptions';
import { questionTypeLabel, type QuestionType } from '@/domain/catalog/questionTypes';
import { isDialogue, type TextStyle } from '@/domain/catalog/textStyles';
import { itemsOf, presentTypes } from '@/domain/questions/editing';
import type { QuestionSet } from '@/domain/questions/types';
import { wordCount, type ResourceContent } from '@/domain/resource/content';

/*
 * The offline lesson plan (spec §6 "lesson planner" privilege, §9 lesson-plan options): a
 * lesson built around one resource, in the five stages teachers plan with — warm-up,
 * presentation, practice, production, plenary. It names only the resource's own activities and
 * is the same for the same input, so a printed plan and the screen agree.
 */

export type LessonStageKind = 'warm_up' | 'presentation' | 'practice' | 'production' | 'plenary';

/** What a step is, for the panel's styling and for tests: an activity, or a kind of classwork. */
export type LessonStepKind =
  | 'activity'
  | 'discussion'
  | 'reading'
  | 'listening'
  | 'display'
  | 'handout'
  | 'worksheet'
  | 'writing'
  | 'speaking';

export interface LessonStep {
  readonly kind: LessonStepKind;
  readonly text: string;
  readonly minutes: number;
  /** The resource's activity this step uses, when it uses one. */
  readonly activity?: QuestionType;
}

export interface LessonStage {
  readonly kind: LessonStageKind;
  readonly title: string;
  /** The sum of its steps' minutes. */
  readonly minutes: number;
  readonly steps: readonly LessonStep[];
}

export interface LessonPlan {
  readonly title: string;
  readonly level: string;
  /** The sum of the stages' minutes. */
  readonly totalMinutes: number;
  readonly stages: readonly LessonStage[];
  /** What to prepare, from the options chosen. */
  readonly materials: readonly string[];
  /** Notes for teaching the same lesson to different pupils (the focus and ability options). */
  readonly differentiation: readonly string[];
}

export interface LessonPlanInput {
  readonly name: string;
  readonly level: string;
  readonly resourceType: TextStyle;
  /** The question types the resource has items for. */
  readonly questionTypes: readonly QuestionType[];
  readonly vocabularyCount: number;
  readonly wordCount: number;
  readonly options: readonly LessonPlanOption[];
  /** The lesson's length; an hour when not given. */
  readonly minutes?: number;
}

export const DEFAULT_LESSON_MINUTES = 60;
/** Shorter than this there is no room for five stages. */
export const MIN_LESSON_MINUTES = 15;
export const MAX_LESSON_MINUTES = 180;

/**
 * Practice in the order a lesson builds up: the words first, then finding and checking what the
 * text says, then rebuilding and reading between the lines, and correcting mistakes last, when
 * the pupils know the text well enough to notice them. Open-ended questions are production.
 */
export const PRACTICE_ORDER: readonly QuestionType[] = [
  'vocabulary',
  'syllables',
  'vocab_in_context',
  'phrase',
  'true_false_ques',
  'multi_choice_ques',
  'comprehension',
  'who_said_what',
  'chunks',
  'inference_questions',
  'deliberate_errors',
];

/** What pupils do with each practice activity, and how long it takes relative to the others. */
const PRACTICE: {
  readonly [T in QuestionType]?: { readonly task: string; readonly weight: number };
} = {
  vocabulary: {
    task: 'pupils learn the key words, recalling each from its translation',
    weight: 3,
  },
  syllables: {
    task: 'pupils clap out the longer words syllable by syllable and say them',
    weight: 2,
  },
  vocab_in_context: { task: 'pupils choose the missing word in sentences of the text', weight: 3 },
  phrase: { task: 'pupils find in the text the phrases given in their own language', weight: 3 },
  true_false_ques: {
    task: 'pupils decide whether each statement is true, false or not in the text, and point to the sentence',
    weight: 3,
  },
  multi_choice_ques: { task: 'pupils choose the right answer to each question', weight: 3 },
  comprehension: { task: 'pupils answer the questions in full sentences', weight: 4 },
  who_said_what: { task: 'pupils say which speaker says each line', weight: 2 },
  chunks: { task: 'in pairs, pupils rebuild sentences from their chunks', weight: 3 },
  inference_questions: {
    task: 'pupils work out what the text implies and justify it with a sentence of the text',
    weight: 4,
  },
  deliberate_errors: { task: 'pupils find and correct the mistakes put into the text', weight: 4 },
};

/**
 * A stage's share of the lesson before its steps are timed. Practice grows with the number of
 * activities, so a resource with ten activities is not rushed through them in a third of the
 * lesson, nor a resource with one padded out.
 */
function stageWeight(kind: LessonStageKind, activities: number): number {
  const weights: Readonly<Record<LessonStageKind, number>> = {
    warm_up: 0.75,
    presentation: 2,
    practice: 2 + 0.5 * activities,
    production: 1.5,
    plenary: 1,
  };
  return weights[kind];
}

const STAGE_TITLES: Readonly<Record<LessonStageKind, string>> = {
  warm_up: 'Warm-up',
  presentation: 'Presentation',
  practice: 'Practice',
  production: 'Production',
  plenary: 'Plenary',
};

/**
 * Whole minutes in proportion to the weights, summing to `total`: every part gets a minute
 * first when there are enough, the rest goes by the largest remainders (ties to the earlier
 * part, so the result is deterministic).
 */
export function allocateMinutes(total: number, weights: readonly number[]): readonly number[] {
  if (weights.length === 0) return [];
  const floor = total >= weights.length ? 1 : 0;
  const rest = total - floor * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((weight) => (sum > 0 ? (weight / sum) * rest : rest / weights.length));
  const minutes = quotas.map((quota) => Math.floor(quota));
  let left = rest - minutes.reduce((a, b) => a + b, 0);
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    minutes[index] = (minutes[index] ?? 0) + 1;
    left -= 1;
  }
  return minutes.map((value) => value + floor);
}

type DraftStep = Omit<LessonStep, 'minutes'> & { readonly weight: number };

interface DraftStage {
  readonly kind: LessonStageKind;
  readonly steps: readonly DraftStep[];
}

function has(input: LessonPlanInput, option: LessonPlanOption): boolean {
  return input.options.includes(option);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function warmUp(input: LessonPlanInput): DraftStage {
  const title = input.name.trim() === '' ? 'the text' : `“${input.name.trim()}”`;
  const steps: DraftStep[] = [
    {
      kind: has(input, 'projector') ? 'display' : 'discussion',
      text: has(input, 'projector')
        ? `Show the title of ${title} on the projector; the class guesses what it is about.`
        : `Write the title of ${title} on the board; the class guesses what it is about.`,
      weight: 2,
    },
  ];
  if (has(input, 'printed_vocab') && input.vocabularyCount > 0) {
    steps.push({
      kind: 'handout',
      text: `Hand out the printed vocabulary list (${plural(input.vocabularyCount, 'word')}); pupils tick the words they already know.`,
      weight: 2,
    });
  }
  return { kind: 'warm_up', steps };
}

function presentation(input: LessonPlanInput): DraftStage {
  const dialogue = isDialogue(input.resourceType);
  const what = dialogue ? 'dialogue' : 'text';
  const steps: DraftStep[] = [];
  if (has(input, 'audio_player')) {
    steps.push({
      kind: 'listening',
      text: `Play the audio of the ${what} twice: once for the gist, once with the ${what} in front of the pupils.`,
      weight: 2,
    });
  }
  if (has(input, 'projector')) {
    steps.push({
      kind: 'display',
      text: `Display the ${what} on the projector for the whole class, translation hidden; reveal it sentence by sentence only where needed.`,
      weight: 1,
    });
  }
  // Reading time grows with the text: a minute's weight per 50 words, two at least.
  steps.push({
    kind: 'reading',
    text: dialogue
      ? `Read the dialogue (${plural(input.wordCount, 'word')}) aloud in roles; check the meaning of new words together.`
      : `Read the text (${plural(input.wordCount, 'word')}) together; check the meaning of new words.`,
    weight: Math.max(2, Math.round(input.wordCount / 50)),
  });
  return { kind: 'presentation', steps };
}

function practice(input: LessonPlanInput): DraftStage {
  const present = new Set(input.questionTypes);
  const activities = PRACTICE_ORDER.filter((type) => present.has(type));
  const steps: DraftStep[] = [];
  if (has(input, 'worksheet') && activities.length > 0) {
    steps.push({
      kind: 'worksheet',
      text: 'Hand out the printed worksheet; pupils do the activities below on it.',
      weight: 1,
    });
  }
  for (const type of activities) {
    const practice = PRACTICE[type];
    if (practice === undefined) continue;
    steps.push({
      kind: 'activity',
      activity: type,
      text: `${questionTypeLabel(type) ?? type}: ${practice.task}.`,
      weight: practice.weight,
    });
  }
  if (activities.length === 0) {
    steps.push({
      kind: 'speaking',
      text: 'In pairs, pupils read the text aloud sentence by sentence and ask each other about it.',
      weight: 4,
    });
  } else if (has(input, 'projector')) {
    steps.push({
      kind: 'display',
      text: 'Go through the answers with the whole class on the projector.',
      weight: 2,
    });
  }
  return { kind: 'practice', steps };
}

function production(input: LessonPlanInput): DraftStage {
  if (input.questionTypes.includes('open_ended_ques')) {
    return {
      kind: 'production',
      steps: [
        {
          kind: 'writing',
          activity: 'open_ended_ques',
          text: `${questionTypeLabel('open_ended_ques') ?? 'Open-ended'}: pupils answer the questions about themselves in writing, then share with a partner.`,
          weight: 1,
        },
      ],
    };
  }
  return {
    kind: 'production',
    steps: [
      isDialogue(input.resourceType)
        ? {
            kind: 'speaking',
            text: 'In groups, pupils act out the dialogue, then change one detail and act it again.',
            weight: 1,
          }
        : {
            kind: 'writing',
            text: 'Pupils write three sentences of their own on the topic, using words from the text.',
            weight: 1,
          },
    ],
  };
}

function plenary(): DraftStage {
  return {
    kind: 'plenary',
    steps: [
      {
        kind: 'discussion',
        text: 'Each pupil says one new word or phrase from the lesson; recap what was learned.',
        weight: 1,
      },
    ],
  };
}

function materials(input: LessonPlanInput): readonly string[] {
  return [
    has(input, 'projector') ? 'A projector showing the teaching screen.' : null,
    has(input, 'audio_player') ? 'An audio player with the resource’s audio.' : null,
    has(input, 'printed_vocab') && input.vocabularyCount > 0
      ? `The vocabulary list (${plural(input.vocabularyCount, 'word')}), printed, one per pupil.`
      : null,
    has(input, 'worksheet') ? 'The worksheet, printed, one per pupil.' : null,
  ].filter((line) => line !== null);
}

function differentiation(input: LessonPlanInput): readonly string[] {
  const notes: string[] = [];
  if (has(input, 'focus')) {
    notes.push(
      'Focus group: while the class practises, work with a small group on the key words and the first activity, reading the text with them.',
    );
  }
  if (has(input, 'ability')) {
    const stretch = input.questionTypes.includes('inference_questions')
      ? 'the inference questions'
      : input.questionTypes.includes('open_ended_ques')
        ? 'longer answers to the open-ended questions'
        : 'answers in full sentences without the translation';
    notes.push(
      'Support: pupils who need it keep the translation and the vocabulary list in view and answer in short phrases.',
      `Stretch: confident pupils hide the translation and go on to ${stretch}.`,
    );
  }
  return notes;
}

/** The lesson's length as a whole number of minutes within bounds. */
function lessonMinutes(minutes: number | undefined): number {
  if (minutes === undefined || !Number.isFinite(minutes)) return DEFAULT_LESSON_MINUTES;
  return Math.min(MAX_LESSON_MINUTES, Math.max(MIN_LESSON_MINUTES, Math.round(minutes)));
}

/** A lesson plan for the resource: five stages, timed to the lesson's length. */
export function buildLessonPlan(input: LessonPlanInput): LessonPlan {
  const total = lessonMinutes(input.minutes);
  const drafts = [
    warmUp(input),
    presentation(input),
    practice(input),
    production(input),
    plenary(),
  ];
  const activities = drafts
    .flatMap((draft) => draft.steps)
    .filter((step) => step.kind === 'activity').length;
  const stageMinutes = allocateMinutes(
    total,
    drafts.map((draft) => stageWeight(draft.kind, activities)),
  );
  const stages = drafts.map((draft, index): LessonStage => {
    const minutes = stageMinutes[index] ?? 0;
    const stepMinutes = allocateMinutes(
      minutes,
      draft.steps.map((step) => step.weight),
    );
    return {
      kind: draft.kind,
      title: STAGE_TITLES[draft.kind],
      minutes,
      steps: draft.steps.map(({ weight: _weight, ...step }, i) => ({
        ...step,
        minutes: stepMinutes[i] ?? 0,
      })),
    };
  });
  return {
    title: input.name.trim() === '' ? 'Lesson plan' : `Lesson plan: ${input.name.trim()}`,
    level: input.level,
    totalMinutes: total,
    stages,
    materials: materials(input),
    differentiation: differentiation(input),
  };
}

/** The activities a plan names, in the order it names them. */
export function planActivities(plan: LessonPlan): readonly QuestionType[] {
  return plan.stages.flatMap((stage) =>
    stage.steps.flatMap((step) => (step.activity === undefined ? [] : [step.activity])),
  );
}

/**
 * The plan's input from a resource as the activities page holds it: the types that still have
 * items (a type emptied by the teacher is not an activity of the lesson), the vocabulary rows
 * with a target word, and the words of the target text.
 */
export function lessonPlanInputFrom(resource: {
  readonly name: string;
  readonly level: string;
  readonly content: ResourceContent;
  readonly questions: QuestionSet;
  readonly options: readonly LessonPlanOption[];
  readonly minutes?: number;
}): LessonPlanInput {
  const { content, questions } = resource;
  return {
    name: resource.name,
    level: resource.level,
    resourceType: content.resourceType,
    questionTypes: presentTypes(questions).filter((type) => itemsOf(questions, type).length > 0),
    vocabularyCount: content.vocabulary.filter((item) => item.target.trim() !== '').length,
    wordCount: wordCount(content, 'target'),
    options: resource.options,
    ...(resource.minutes === undefined ? {} : { minutes: resource.minutes }),
  };
}
