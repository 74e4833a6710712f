import * as E from 'fp-ts/Either';
import { QUESTION_TYPE_VALUES, questionTypeLabel } from '@/domain/catalog/questionTypes';
import type { QuestionType } from '@/domain/catalog/questionTypes';

/*
 * The instructions an admin edits on `/prompt` and `/activity_prompt` (issue #14): one body per
 * key, `text` for the resource text or an activity type. A body is a template whose `{{name}}`
 * placeholders the provider adapter fills from the teacher's request. The rule lives here so
 * that the server refuses, and the screen warns about, the same bodies.
 */

export type PromptKey = 'text' | QuestionType;

export const PROMPT_KEYS: readonly PromptKey[] = ['text', ...QUESTION_TYPE_VALUES];

export function isPromptKey(value: unknown): value is PromptKey {
  return typeof value === 'string' && (PROMPT_KEYS as readonly string[]).includes(value);
}

export function promptKeyLabel(key: PromptKey): string {
  return key === 'text' ? 'Resource text' : (questionTypeLabel(key) ?? key);
}

/** What the adapter fills in, with what each stands for (shown to the admin). */
export const PROMPT_PLACEHOLDERS = {
  targetLanguage: 'the language the pupils learn, by name (Spanish)',
  targetCode: 'its code (es)',
  nativeLanguage: 'the pupils’ own language, by name (English)',
  nativeCode: 'its code (en)',
  level: 'the level asked (CEFR A2 (Elementary), or a school year with the pupils’ age)',
  style: 'what to write, from the text style (a continuous text in paragraphs, a dialogue…)',
  wordCount: 'the number of words asked',
  wordCountMin: 'the fewest words accepted (90 % of it)',
  wordCountMax: 'the most words accepted (110 % of it)',
} as const;

export type PromptPlaceholder = keyof typeof PROMPT_PLACEHOLDERS;

export const PROMPT_PLACEHOLDER_NAMES = Object.keys(PROMPT_PLACEHOLDERS) as PromptPlaceholder[];

/** Longer instructions cost tokens on every generation and crowd out the answer. */
export const PROMPT_BODY_MAX = 6000;

export type PromptPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'slot'; readonly name: PromptPlaceholder };

/** A body that decodes: its parts in order. */
export interface PromptTemplate {
  readonly parts: readonly PromptPart[];
}

export type PromptTemplateError =
  | { readonly type: 'prompt/empty' }
  | { readonly type: 'prompt/too-long'; readonly length: number; readonly max: number }
  /** `{{` with no `}}` after it; `at` is the 0-based index of the `{{`. */
  | { readonly type: 'prompt/unclosed'; readonly at: number }
  | { readonly type: 'prompt/unknown-placeholder'; readonly name: string; readonly at: number };

const isPlaceholder = (name: string): name is PromptPlaceholder =>
  Object.prototype.hasOwnProperty.call(PROMPT_PLACEHOLDERS, name);

/**
 * Decodes a body. Spaces inside the braces are allowed (`{{ level }}`); a lone `}}` is plain
 * text, since only an opening `{{` starts a placeholder.
 */
export function parsePromptTemplate(body: string): E.Either<PromptTemplateError, PromptTemplate> {
  if (body.trim() === '') return E.left({ type: 'prompt/empty' });
  if (body.length > PROMPT_BODY_MAX)
    return E.left({ type: 'prompt/too-long', length: body.length, max: PROMPT_BODY_MAX });
  const parts: PromptPart[] = [];
  let rest = 0;
  for (;;) {
    const open = body.indexOf('{{', rest);
    if (open === -1) break;
    const close = body.indexOf('}}', open + 2);
    if (close === -1) return E.left({ type: 'prompt/unclosed', at: open });
    const name = body.slice(open + 2, close).trim();
    if (!isPlaceholder(name)) return E.left({ type: 'prompt/unknown-placeholder', name, at: open });
    if (open > rest) parts.push({ kind: 'text', text: body.slice(rest, open) });
    parts.push({ kind: 'slot', name });
    rest = close + 2;
  }
  if (rest < body.length) parts.push({ kind: 'text', text: body.slice(rest) });
  return E.right({ parts });
}

/** Line and column (1-based) of an index, for messages an admin can follow. */
function position(body: string, at: number): string {
  const before = body.slice(0, at).split('\n');
  return `line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1}`;
}

/** The message the admin reads; `body` places the problem. */
export function describePromptTemplateError(error: PromptTemplateError, body: string): string {
  switch (error.type) {
    case 'prompt/empty':
      return 'The instructions are empty: write what the AI provider should do.';
    case 'prompt/too-long':
      return `The instructions are ${error.length} characters long; at most ${error.max} are allowed.`;
    case 'prompt/unclosed':
      return `A placeholder opened with {{ at ${position(body, error.at)} is not closed with }}.`;
    case 'prompt/unknown-placeholder':
      return `{{${error.name}}} at ${position(body, error.at)} is not a placeholder the adapter fills. Use one of: ${PROMPT_PLACEHOLDER_NAMES.map((name) => `{{${name}}}`).join(', ')}.`;
  }
}

/** The placeholders a body uses, in order of first use. */
export function placeholdersOf(template: PromptTemplate): readonly PromptPlaceholder[] {
  const seen: PromptPlaceholder[] = [];
  for (const part of template.parts)
    if (part.kind === 'slot' && !seen.includes(part.name)) seen.push(part.name);
  return seen;
}

/** The instructions with every placeholder filled. */
export function renderPromptTemplate(
  template: PromptTemplate,
  values: Readonly<Record<PromptPlaceholder, string>>,
): string {
  return template.parts
    .map((part) => (part.kind === 'text' ? part.text : values[part.name]))
    .join('');
}
