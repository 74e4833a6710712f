// Which strings any request may carry at all (issue #9), whatever field they are in. Field rules
// (an e-mail's 254 characters, a hashtag's 40…) live with their codecs; this is the floor under
// all of them, applied to every body, query and path parameter before a route sees it.

/**
 * The longest string any field may hold, in UTF-16 code units: well above the longest text a
 * teacher writes (an uploaded text of RESOURCE_TEXT_LIMITS.characters code points, each up to
 * two units, with its line breaks), so no real field meets it; a longer one is never text a
 * person typed.
 */
export const STRING_MAX_LENGTH = 20_000;

/**
 * What makes a string unacceptable. `nul`: U+0000, which PostgreSQL cannot store in text.
 * `lone-surrogate`: half of a UTF-16 surrogate pair (`\ud800` alone in JSON), which is no
 * character at all and which PostgreSQL refuses. `too-long`: over the bound given.
 */
export type StringProblem = 'nul' | 'lone-surrogate' | 'too-long';

// In `u` mode a well-formed pair is one code point, so \p{Cs} only matches a half on its own.
const LONE_SURROGATE = /\p{Cs}/u;

/** The first reason `value` may not be accepted, or null when it may. */
export function stringProblem(
  value: string,
  maxLength: number = STRING_MAX_LENGTH,
): StringProblem | null {
  if (value.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'lone-surrogate';
  if (value.length > maxLength) return 'too-long';
  return null;
}

/**
 * True when `value` shows signs of bytes that were not UTF-8 text: decoding such bytes (a
 * browser's `File.text()`, a server reading a body) turns each bad sequence into U+FFFD, and a
 * NUL marks a binary file. A teacher's own text never needs either.
 */
export function looksUndecodable(value: string): boolean {
  return value.includes('\uFFFD') || value.includes('\u0000');
}

/** Where in a request a string sits: keys and array indices from the top. */
export type InputPath = readonly (string | number)[];

export interface InputProblem {
  readonly path: InputPath;
  readonly problem: StringProblem;
}

/**
 * The first unacceptable string in a parsed request part (JSON values, a query's strings and
 * arrays, path parameters), object keys included, or null. Iterative, so that a deeply nested
 * body cannot exhaust the stack.
 */
export function findInputProblem(
  value: unknown,
  maxLength: number = STRING_MAX_LENGTH,
): InputProblem | null {
  // Each entry points at its parent, so a path is only built for the one string refused.
  interface Entry {
    readonly value: unknown;
    readonly key: string | number;
    readonly parent: Entry | null;
  }
  const pathOf = (entry: Entry | null, last?: string): InputPath => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let e = entry; e !== null && e.parent !== null; e = e.parent) path.unshift(e.key);
    return path;
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      const problem = stringProblem(current, maxLength);
      if (problem !== null) return { path: pathOf(entry), problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], key: i, parent: entry });
    } else if (typeof current === 'object' && current !== null) {
      const entries: [string, unknown][] = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] ?? ['', undefined];
        const keyProblem = stringProblem(key, maxLength);
        if (keyProblem !== null) return { path: pathOf(entry, key), problem: keyProblem };
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- NUL is exactly what is shown escaped
const UNPRINTABLE = /[\u0000\p{Cs}]/gu;

/** A field's name as the API's other 400s write it (`teacherProfiles.0.name`). */
function fieldName(part: string, path: InputPath): string {
  // A key holding the very character refused is shown escaped, so the message stays readable.
  const shown = path.map((key) =>
    String(key).replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
  const joined = shown.join('.');
  const cut = joined.length > 80 ? `${joined.slice(0, 80)}…` : joined;
  return cut === '' ? `The request ${part}` : `${cut} (in the request ${part})`;
}

/** The 400 message for a refused string: the field, what is wrong, what to do. */
export function inputProblemMessage(
  part: 'body' | 'query' | 'params',
  { path, problem }: InputProblem,
  maxLength: number = STRING_MAX_LENGTH,
): string {
  const field = fieldName(part === 'params' ? 'address' : part, path);
  switch (problem) {
    case 'nul':
      return `${field} contains a NUL character (U+0000), which text may not contain. Remove it and try again.`;
    case 'lone-surrogate':
      return `${field} contains half of a UTF-16 surrogate pair (such as \\ud800 alone), which is not a character. Send it as valid Unicode text.`;
    case 'too-long':
      return `${field} is too long: no field may be longer than ${maxLength} characters.`;
  }
}
