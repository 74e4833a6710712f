import type { PartOfSpeech, Token } from '@/domain/resource/content';

/*
 * Shared vocabulary of the offline generator: the six languages it writes, grammatical
 * persons and tenses it supports, and the small token helpers every language module uses.
 */

export const OFFLINE_LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Lang = (typeof OFFLINE_LANGS)[number];

export function isOfflineLang(code: string): code is Lang {
  return (OFFLINE_LANGS as readonly string[]).includes(code);
}

/** Persons the lexicon writes out: I, you (one friend), he/she, we, they. */
export type Person = '1s' | '2s' | '3s' | '1p' | '3p';
export type Tense = 'present' | 'past' | 'future';
/** Natural gender of a person referred to (grammatical gender lives on nouns). */
export type Sex = 'm' | 'f';
export type Gender = 'm' | 'f' | 'n';
/** Vocabulary band: 1 ≈ A1, 2 ≈ A2, 3 ≈ B1 and above. */
export type Band = 1 | 2 | 3;

export function isPlural(person: Person): boolean {
  return person === '1p' || person === '3p';
}

/** A group of tokens that renders one slot of a frame (subject, verb, place…). */
export interface Seg {
  readonly slot: string;
  readonly tokens: Token[];
}

export function word(
  text: string,
  pos: PartOfSpeech,
  concept?: string,
  extra: { lemma?: string; wrongForms?: readonly string[]; glued?: boolean } = {},
): Token {
  const wrong = extra.wrongForms?.filter((form) => form !== text && form !== '');
  return {
    text,
    pos,
    spaceBefore: !extra.glued,
    ...(extra.lemma !== undefined ? { lemma: extra.lemma } : {}),
    ...(concept !== undefined ? { concept } : {}),
    ...(wrong !== undefined && wrong.length > 0 ? { wrongForms: [...new Set(wrong)] } : {}),
  };
}

export function punct(text: string, spaceBefore = false): Token {
  return { text, pos: 'punctuation', spaceBefore };
}

export function seg(slot: string, ...tokens: (Token | readonly Token[])[]): Seg {
  return { slot, tokens: tokens.flat() };
}

const POS_CODES: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  pn: 'proper_noun',
  v: 'verb',
  aux: 'auxiliary',
  a: 'adjective',
  r: 'adverb',
  pr: 'pronoun',
  d: 'determiner',
  p: 'preposition',
  c: 'conjunction',
  num: 'numeral',
  i: 'interjection',
  x: 'other',
};

/**
 * Tokens from an annotated phrase such as `todos/d los/d días/n`. A word without `/pos`
 * takes `defaultPos`; `=concept` overrides the phrase concept for that word. A word after
 * one ending in an apostrophe (French elision) is glued to it.
 */
export function phrase(text: string, concept: string, defaultPos: PartOfSpeech = 'noun'): Token[] {
  const tokens: Token[] = [];
  let glue = false;
  for (const raw of text.split(' ').filter((part) => part !== '')) {
    const [body = '', conceptOverride] = raw.split('=');
    const slash = body.lastIndexOf('/');
    const surface = slash > 0 ? body.slice(0, slash) : body;
    const posCode = slash > 0 ? body.slice(slash + 1) : undefined;
    const pos = posCode !== undefined ? (POS_CODES[posCode] ?? defaultPos) : defaultPos;
    tokens.push(word(surface, pos, conceptOverride ?? concept, { glued: glue }));
    glue = /['’]$/.test(surface);
  }
  return tokens;
}

/** Glue each token that follows an elided form (l', d', qu') to it. */
export function glueElisions(tokens: readonly Token[]): Token[] {
  return tokens.map((token, index) => {
    const previous = tokens[index - 1];
    return previous !== undefined && /['’]$/.test(previous.text) && token.spaceBefore
      ? { ...token, spaceBefore: false }
      : token;
  });
}

export function capitaliseFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function startsWithVowelSound(text: string): boolean {
  return /^[aeiouàâäáéèêëíìîïóòôöúùûüœæy]/i.test(text);
}
