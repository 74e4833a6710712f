import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { CONTENT_POS } from '@/domain/resource/content';
import { auditedResource } from '../../../server/audit/audit';
import { auditCases } from '../../../server/audit/cases';
import { dictionary, entryOfToken } from '../../../server/adapters/generation/offline/dictionary';
import type { Lang } from '../../../server/adapters/generation/offline/model';
import { OFFLINE_LANGS } from '../../../server/adapters/generation/offline/model';
import { readOwnText } from '../../../server/services/resources/ownTextVocabulary';
import { contentFromText } from '../../../server/services/resources/segmentText';

/*
 * One list of grammar words per language (issue #12): the own-text reader knows as grammar
 * every function word the generator writes, since both read the language module's table. A
 * generated text pasted in as a teacher's own text is never told its articles, pronouns,
 * prepositions, auxiliaries or conjunctions are unknown words.
 */

/** 60 generated resources: every language pair in both sides, texts and dialogues, any level. */
const RESOURCES = auditCases(60, 20261125).map(auditedResource);

/** Each side's sentences written by the generator, with the language it is in. */
const SIDES = RESOURCES.flatMap((resource) =>
  (['target', 'native'] as const).map((side) => ({
    lang: side === 'target' ? resource.case.target : resource.case.native,
    sentences: resource.content.sentences.map((sentence) => sentence[side]),
  })),
);

/** The words a side writes that carry grammar: no content part of speech, no dictionary entry. */
function functionWords(side: (typeof SIDES)[number]): Set<string> {
  return new Set(
    side.sentences.flatMap((sentence) =>
      sentence.tokens
        .filter(
          (token) =>
            !CONTENT_POS.has(token.pos) &&
            token.pos !== 'punctuation' &&
            entryOfToken(token) === undefined,
        )
        .map((token) => token.text),
    ),
  );
}

describe('grammar words of a teacher’s own text', () => {
  it('covers all six languages on both sides', () => {
    expect(new Set(SIDES.map((side) => side.lang))).toEqual(new Set(OFFLINE_LANGS));
  });

  it('knows as grammar every function word the generator writes, per language', () => {
    const missing = new Map<Lang, Set<string>>();
    for (const side of SIDES) {
      for (const word of functionWords(side)) {
        if (dictionary().isFunctionWord(side.lang, word)) continue;
        missing.set(side.lang, (missing.get(side.lang) ?? new Set()).add(word));
      }
    }
    expect(Object.fromEntries([...missing].map(([lang, words]) => [lang, [...words]]))).toEqual({});
  });

  it('lists none of them as unknown when the generated text is read as a teacher’s own', () => {
    for (const side of SIDES) {
      const grammar = functionWords(side);
      const other: Lang = side.lang === 'en' ? 'es' : 'en';
      const content = contentFromText({
        name: 'x',
        target: side.lang,
        native: other,
        resourceType: 'text',
        text: side.sentences.map((sentence) => sentence.text).join(' '),
      });
      if (E.isLeft(content)) throw new Error(content.left.message);
      const { unknownWords } = readOwnText(content.right);
      expect(
        unknownWords.filter((word) => grammar.has(word)),
        side.lang,
      ).toEqual([]);
    }
  });

  it('reads a grammar word the frames never write from the same table ("your", "these")', () => {
    const content = contentFromText({
      name: 'x',
      target: 'en',
      native: 'es',
      resourceType: 'text',
      text: 'These are your books. Their house is near our school.',
    });
    if (E.isLeft(content)) throw new Error(content.left.message);
    const { unknownWords } = readOwnText(content.right);
    for (const grammar of ['These', 'your', 'Their', 'near', 'our']) {
      expect(unknownWords).not.toContain(grammar);
    }
  });
});
