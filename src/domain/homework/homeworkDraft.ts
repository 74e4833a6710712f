import { isValidText } from '@/domain/validation/patterns';
import { isTaskKindId, taskKind } from './tasks';
import { PASS_MARK_MAX, PASS_MARK_MIN } from './types';

/*
 * A homework as the teacher sets it (issue #10 "Setting homework"), checked by the same rule in
 * the page (before sending) and on the server (before anything is written): bad input gets a
 * clear message and changes nothing.
 */

/** The longest homework name, in characters as the teacher sees them. */
export const HOMEWORK_NAME_MAX_LENGTH = 100;

/** How many classrooms one homework may be set for at once. */
export const HOMEWORK_CLASSROOMS_MAX = 50;

export interface HomeworkTaskChoice {
  /** A task kind id (src/domain/homework/tasks.ts). */
  readonly kind: string;
  /** Percent a pupil needs to pass, whole, 0–100. */
  readonly passMark: number;
}

export interface HomeworkDraft {
  readonly name: string;
  readonly startsAt: Date;
  readonly dueAt: Date;
  readonly classroomIds: readonly number[];
  readonly tasks: readonly HomeworkTaskChoice[];
}

/** The part of the draft a problem is about, for the page to put the message beside it. */
export type HomeworkField = 'name' | 'startsAt' | 'dueAt' | 'classrooms' | 'tasks';

export interface HomeworkProblem {
  readonly field: HomeworkField;
  readonly message: string;
  /** For a pass mark: the task kind it belongs to. */
  readonly task?: string;
}

export const HOMEWORK_MESSAGES = {
  nameMissing: 'Give the homework a name.',
  nameTooLong: `The name is too long: at most ${HOMEWORK_NAME_MAX_LENGTH} characters.`,
  nameCharacters: 'The name may use letters, digits, spaces and common punctuation only.',
  startInvalid: 'Choose the date the homework starts.',
  dueInvalid: 'Choose the date the homework is due.',
  dueBeforeStart: 'The due date must be after the start date.',
  duePassed: 'The due date has already passed: choose a later one.',
  noClassroom: 'Choose at least one classroom to set the homework for.',
  tooManyClassrooms: `Choose at most ${HOMEWORK_CLASSROOMS_MAX} classrooms.`,
  noTask: 'Choose at least one task.',
  unknownTask: 'One of the tasks chosen is not a task Parlo knows.',
  sameTaskTwice: 'Each task can be chosen once.',
} as const;

/** The message of a pass mark that is not a whole number from 0 to 100. */
export function passMarkMessage(label: string): string {
  return `The pass mark of “${label}” must be a whole number from ${PASS_MARK_MIN} to ${PASS_MARK_MAX}.`;
}

export function isValidPassMark(value: number): boolean {
  return Number.isInteger(value) && value >= PASS_MARK_MIN && value <= PASS_MARK_MAX;
}

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/**
 * Every problem of the draft, in the order of the form (empty when it can be set). `now` comes
 * from the caller: a homework already past its due date would be finished the moment it is set.
 */
export function homeworkProblems(draft: HomeworkDraft, now: Date): readonly HomeworkProblem[] {
  const problems: HomeworkProblem[] = [];
  const name = draft.name.trim();
  if (name === '') problems.push({ field: 'name', message: HOMEWORK_MESSAGES.nameMissing });
  else if ([...name].length > HOMEWORK_NAME_MAX_LENGTH)
    problems.push({ field: 'name', message: HOMEWORK_MESSAGES.nameTooLong });
  else if (!isValidText(name))
    problems.push({ field: 'name', message: HOMEWORK_MESSAGES.nameCharacters });

  const startOk = isValidDate(draft.startsAt);
  const dueOk = isValidDate(draft.dueAt);
  if (!startOk) problems.push({ field: 'startsAt', message: HOMEWORK_MESSAGES.startInvalid });
  if (!dueOk) problems.push({ field: 'dueAt', message: HOMEWORK_MESSAGES.dueInvalid });
  else if (startOk && draft.dueAt.getTime() <= draft.startsAt.getTime())
    problems.push({ field: 'dueAt', message: HOMEWORK_MESSAGES.dueBeforeStart });
  else if (draft.dueAt.getTime() <= now.getTime())
    problems.push({ field: 'dueAt', message: HOMEWORK_MESSAGES.duePassed });

  const classrooms = new Set(draft.classroomIds);
  if (classrooms.size === 0)
    problems.push({ field: 'classrooms', message: HOMEWORK_MESSAGES.noClassroom });
  else if (classrooms.size > HOMEWORK_CLASSROOMS_MAX)
    problems.push({ field: 'classrooms', message: HOMEWORK_MESSAGES.tooManyClassrooms });

  if (draft.tasks.length === 0)
    problems.push({ field: 'tasks', message: HOMEWORK_MESSAGES.noTask });
  else if (!draft.tasks.every((task) => isTaskKindId(task.kind)))
    problems.push({ field: 'tasks', message: HOMEWORK_MESSAGES.unknownTask });
  else if (new Set(draft.tasks.map((task) => task.kind)).size !== draft.tasks.length)
    problems.push({ field: 'tasks', message: HOMEWORK_MESSAGES.sameTaskTwice });
  for (const task of draft.tasks) {
    if (isValidPassMark(task.passMark)) continue;
    const label = taskKind(task.kind)?.label ?? task.kind;
    problems.push({ field: 'tasks', task: task.kind, message: passMarkMessage(label) });
  }
  return problems;
}
