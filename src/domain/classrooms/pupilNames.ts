import * as E from 'fp-ts/Either';
import { isValidName } from '@/domain/validation/patterns';

/** The most names one paste may add (issue #10: "one per line, up to 200"). */
export const PUPIL_PASTE_MAX = 200;
/** A pupil's full name, counted as the teacher sees it; long enough for any real name. */
export const PUPIL_NAME_MAX_LENGTH = 80;

/** Why a list of names was refused; `line` is 1-based, as the teacher sees the pasted list. */
export type PupilNameProblem =
  | { readonly type: 'pupils/none' }
  | { readonly type: 'pupils/too-many'; readonly count: number; readonly max: number }
  | { readonly type: 'pupils/invalid-name'; readonly line: number; readonly name: string }
  | { readonly type: 'pupils/too-long'; readonly line: number; readonly max: number }
  | {
      readonly type: 'pupils/duplicate';
      readonly line: number;
      readonly firstLine: number;
      readonly name: string;
    };

/** Spaces inside a name collapsed and trimmed: `  Ana   López ` is `Ana López`. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

/**
 * Two lines name the same pupil when they differ only in case, spacing or how an accent was
 * typed (a composed é and e + combining accent): a teacher reading the cards could not tell
 * them apart either.
 */
function sameNameKey(name: string): string {
  return tidyName(name).normalize('NFC').toLocaleLowerCase();
}

/** The lines of a pasted list as the teacher numbers them (any line ending). */
export function splitLines(text: string): readonly string[] {
  return text.split(/\r\n|\r|\n/u);
}

/**
 * The pupils a list of lines names, in order, tidied, when every non-blank line is a valid
 * name (spec §5: letters, spaces and hyphens) and no name appears twice; blank lines are
 * skipped. Otherwise every problem found, each naming its line, so the teacher fixes them all
 * in one go and nothing is created.
 */
export function checkPupilNames(
  lines: readonly string[],
): E.Either<readonly PupilNameProblem[], readonly string[]> {
  const names: string[] = [];
  const problems: PupilNameProblem[] = [];
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const name = tidyName(raw);
    if (name === '') return;
    names.push(name);
    if (!isValidName(name)) {
      problems.push({ type: 'pupils/invalid-name', line, name });
      return;
    }
    if ([...name].length > PUPIL_NAME_MAX_LENGTH) {
      problems.push({ type: 'pupils/too-long', line, max: PUPIL_NAME_MAX_LENGTH });
      return;
    }
    const key = sameNameKey(name);
    const firstLine = seen.get(key);
    if (firstLine === undefined) seen.set(key, line);
    else problems.push({ type: 'pupils/duplicate', line, firstLine, name });
  });
  if (names.length === 0) return E.left([{ type: 'pupils/none' }]);
  if (names.length > PUPIL_PASTE_MAX)
    return E.left([{ type: 'pupils/too-many', count: names.length, max: PUPIL_PASTE_MAX }]);
  return problems.length === 0 ? E.right(names) : E.left(problems);
}

/** What the teacher reads for one problem. */
export function pupilNameProblemMessage(problem: PupilNameProblem): string {
  switch (problem.type) {
    case 'pupils/none':
      return 'Enter at least one name, one pupil per line.';
    case 'pupils/too-many':
      return `That is ${problem.count} names; add at most ${problem.max} at a time.`;
    case 'pupils/invalid-name':
      return `Line ${problem.line}: “${problem.name}” is not a name. Use letters, spaces and hyphens only.`;
    case 'pupils/too-long':
      return `Line ${problem.line}: a name may be at most ${problem.max} characters.`;
    case 'pupils/duplicate':
      return `Line ${problem.line}: “${problem.name}” is already on line ${problem.firstLine}. Give each pupil a name of their own, for example with a surname initial.`;
  }
}

/** Every problem in one message, for an API answer: nothing was created. */
export function pupilNamesRefusal(problems: readonly PupilNameProblem[]): string {
  return `${problems.map(pupilNameProblemMessage).join(' ')} No pupils were added.`;
}
