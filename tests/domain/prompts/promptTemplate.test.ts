import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  describePromptTemplateError,
  parsePromptTemplate,
  PROMPT_BODY_MAX,
  PROMPT_KEYS,
  PROMPT_PLACEHOLDER_NAMES,
  placeholdersOf,
  renderPromptTemplate,
} from '@/domain/prompts/promptTemplate';
import type { PromptPlaceholder } from '@/domain/prompts/promptTemplate';

/** Text with no braces, so that joining pieces never makes a `{{` by accident. */
const plain = fc.string({ maxLength: 40 }).map((s) => s.replace(/[{}]/g, ''));
const name = fc.constantFrom(...PROMPT_PLACEHOLDER_NAMES);
const piece = fc.oneof(
  plain.map((text) => ({ kind: 'text' as const, text })),
  name.map((n) => ({ kind: 'slot' as const, name: n })),
);
/** A body that decodes: plain text and known placeholders, not blank. */
const validBody = fc
  .array(piece, { minLength: 1, maxLength: 12 })
  .map((pieces) => pieces.map((p) => (p.kind === 'text' ? p.text : `{{${p.name}}}`)).join(''))
  .filter((body) => body.trim() !== '');

const values = Object.fromEntries(
  PROMPT_PLACEHOLDER_NAMES.map((n) => [n, `<${n.toUpperCase()}>`]),
) as Record<PromptPlaceholder, string>;

describe('a prompt body', () => {
  it('has a key for the text and each of the twelve activity types', () => {
    expect(PROMPT_KEYS).toHaveLength(13);
    expect(PROMPT_KEYS[0]).toBe('text');
  });

  it('decodes when it holds only text and known placeholders, and renders every one filled', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        const parsed = parsePromptTemplate(body);
        if (E.isLeft(parsed)) return false;
        const rendered = renderPromptTemplate(parsed.right, values);
        // Filling each placeholder by hand gives the same text.
        const byHand = body.replace(
          /\{\{\s*(\w+)\s*\}\}/g,
          (_, n: string) => values[n as PromptPlaceholder],
        );
        return rendered === byHand && !/\{\{\s*\w+\s*\}\}/.test(rendered.replace(/<[A-Z]+>/g, ''));
      }),
    );
  });

  it('renders a body without placeholders unchanged', () => {
    fc.assert(
      fc.property(
        plain.filter((s) => s.trim() !== ''),
        (body) => {
          const parsed = parsePromptTemplate(body);
          return E.isRight(parsed) && renderPromptTemplate(parsed.right, values) === body;
        },
      ),
    );
  });

  it('refuses any unknown placeholder, naming it and where it is', () => {
    const unknown = fc
      .stringMatching(/^[a-zA-Z]{1,12}$/)
      .filter((n) => !(PROMPT_PLACEHOLDER_NAMES as string[]).includes(n));
    fc.assert(
      fc.property(validBody, unknown, (body, n) => {
        const bad = `${body}{{${n}}}`;
        const parsed = parsePromptTemplate(bad);
        if (E.isRight(parsed)) return false;
        return (
          parsed.left.type === 'prompt/unknown-placeholder' &&
          parsed.left.name === n &&
          describePromptTemplateError(parsed.left, bad).includes(`{{${n}}}`)
        );
      }),
    );
  });

  it('refuses a {{ that is never closed', () => {
    fc.assert(
      fc.property(validBody, plain, (body, tail) => {
        const parsed = parsePromptTemplate(`${body}{{${tail}`);
        return (
          E.isLeft(parsed) &&
          parsed.left.type === 'prompt/unclosed' &&
          parsed.left.at === body.length
        );
      }),
    );
  });

  it('refuses a blank body and one over the length limit, and takes one at the limit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]{0,20}$/), (blank) => {
        const parsed = parsePromptTemplate(blank);
        return E.isLeft(parsed) && parsed.left.type === 'prompt/empty';
      }),
    );
    expect(E.isRight(parsePromptTemplate('a'.repeat(PROMPT_BODY_MAX)))).toBe(true);
    const over = parsePromptTemplate('a'.repeat(PROMPT_BODY_MAX + 1));
    expect(E.isLeft(over) && describePromptTemplateError(over.left, '')).toBe(
      `The instructions are ${PROMPT_BODY_MAX + 1} characters long; at most ${PROMPT_BODY_MAX} are allowed.`,
    );
  });

  it('reads a lone brace or a lone }} as plain text', () => {
    const body = 'Use { and } and }} freely in {{level}}.';
    const parsed = parsePromptTemplate(body);
    expect(E.isRight(parsed) && renderPromptTemplate(parsed.right, values)).toBe(
      'Use { and } and }} freely in <LEVEL>.',
    );
  });

  it('places a problem by line and column, allows spaces in braces and lists placeholders once', () => {
    const body = 'Write {{ level }} text.\nIn {{targetLanguage}}, {{level}} and {{colour}}.';
    const parsed = parsePromptTemplate(body);
    expect(E.isLeft(parsed) && describePromptTemplateError(parsed.left, body)).toMatch(
      /^\{\{colour\}\} at line 2, column 38 is not a placeholder/,
    );
    const ok = parsePromptTemplate('Write {{ level }} text in {{targetLanguage}}, {{level}}.');
    expect(E.isRight(ok) && placeholdersOf(ok.right)).toEqual(['level', 'targetLanguage']);
  });
});
