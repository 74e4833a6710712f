import type { Token } from '@/domain/resource/content';
import type { Character, Sentence, SubjectRef } from './frames';
import { capitaliseFirst, punct, word } from './model';
import type { Lang, Seg, Sex, Tense } from './model';

/*
 * What every language module offers. A module renders frames (sentences, fact questions,
 * short answers) into slot segments of tokens; the generator joins, chunks and aligns them.
 */

/** Questions the comprehension facts ask, beyond the clause questions (where/what/who). */
export type SpecialLine =
  | { readonly kind: 'howOld'; readonly who: SubjectRef }
  | { readonly kind: 'whatLike'; readonly who: SubjectRef }
  | { readonly kind: 'describe'; readonly thing: SubjectRef; readonly tense: Tense }
  | { readonly kind: 'howMany'; readonly who: SubjectRef; readonly noun: string }
  | { readonly kind: 'weather'; readonly time?: string; readonly tense: Tense }
  | { readonly kind: 'older'; readonly a: SubjectRef; readonly b: SubjectRef }
  /** Statement: "A is older than B." */
  | { readonly kind: 'olderThan'; readonly a: SubjectRef; readonly b: SubjectRef }
  | { readonly kind: 'common'; readonly a: SubjectRef; readonly b: SubjectRef };

/** Short answers to fact questions. */
export type AnswerSpec =
  | { readonly kind: 'activity'; readonly activity: string }
  | { readonly kind: 'place'; readonly place: string; readonly mode: 'loc' | 'dest' }
  | { readonly kind: 'time'; readonly time: string }
  | { readonly kind: 'number'; readonly n: number }
  /** A price: "three euros", "drei Euro". */
  | { readonly kind: 'price'; readonly euros: number }
  /** Adjectives agreeing with a noun (thing) or a person. */
  | {
      readonly kind: 'adjs';
      readonly adjs: readonly string[];
      readonly noun?: string;
      readonly sex?: Sex;
      readonly plural?: boolean;
    }
  | { readonly kind: 'thing'; readonly noun: string }
  | { readonly kind: 'subject'; readonly who: SubjectRef }
  | { readonly kind: 'weather'; readonly weather: string; readonly tense: Tense }
  | { readonly kind: 'sameAge' };

/**
 * A language's grammar words by class (issue #12): the words that carry grammar rather than a
 * meaning to learn. The module writes its texts with them, and the same lists let the
 * dictionary tell a teacher's text which of its words are grammar, so the reader and the
 * generator agree on one list per language. Each class lists every form, space-separated; it
 * also holds the forms a teacher writes that the frames never do ("your", "these"). Words whose
 * place differs between the languages ("also", "auch") are left out: a grammar word may sit at
 * a chunk's edge.
 */
export interface GrammarWords {
  readonly articles: string;
  readonly possessives: string;
  readonly demonstratives: string;
  /** Subject and object pronouns: one right after its verb belongs to it ("spiele ich"). */
  readonly personalPronouns: string;
  /** Question and relative words ("what", "qué", "wo"). */
  readonly questionWords: string;
  /** Prepositions, with their contractions with an article ("al", "zum", "nella"). */
  readonly prepositions: string;
  readonly conjunctions: string;
  /** Auxiliaries and copulas in every form the texts use ("habe", "ist", "ai", "will"). */
  readonly auxiliaries: string;
  /** Negation and degree ("not", "very"). */
  readonly particles: string;
  /** Greetings, thanks, yes and no. */
  readonly interjections: string;
}

/** Every word of a grammar table, as written (lower case). */
export function grammarWordList(grammar: GrammarWords): string[] {
  return Object.values(grammar).flatMap((words: string) => words.split(/\s+/u).filter(Boolean));
}

export interface LanguageModule {
  readonly lang: Lang;
  /** Its grammar words by class. */
  readonly grammar: GrammarWords;
  /** A full sentence as slot segments, punctuated and capitalised. */
  sentence(sentence: Sentence): Seg[];
  /** A fact question or statement, punctuated and capitalised. */
  special(line: SpecialLine): Seg[];
  /** A short answer (no capital unless the language needs one, no final mark). */
  answer(answer: AnswerSpec): Token[];
}

/** Names appropriate to each target language, chosen to avoid elision and y/e traps. */
export const NAMES: Readonly<Record<Lang, readonly { name: string; sex: Sex }[]>> = {
  en: [
    { name: 'Emma', sex: 'f' },
    { name: 'Jack', sex: 'm' },
    { name: 'Lily', sex: 'f' },
    { name: 'Harry', sex: 'm' },
    { name: 'Sophie', sex: 'f' },
    { name: 'Tom', sex: 'm' },
  ],
  es: [
    { name: 'Lucía', sex: 'f' },
    { name: 'Pablo', sex: 'm' },
    { name: 'Marta', sex: 'f' },
    { name: 'Diego', sex: 'm' },
    { name: 'Carmen', sex: 'f' },
    { name: 'Javier', sex: 'm' },
  ],
  fr: [
    { name: 'Léa', sex: 'f' },
    { name: 'Lucas', sex: 'm' },
    { name: 'Chloé', sex: 'f' },
    { name: 'Louis', sex: 'm' },
    { name: 'Manon', sex: 'f' },
    { name: 'Jules', sex: 'm' },
  ],
  de: [
    { name: 'Lena', sex: 'f' },
    { name: 'Jonas', sex: 'm' },
    { name: 'Mia', sex: 'f' },
    { name: 'Paul', sex: 'm' },
    { name: 'Sophie', sex: 'f' },
    { name: 'Felix', sex: 'm' },
  ],
  it: [
    { name: 'Giulia', sex: 'f' },
    { name: 'Marco', sex: 'm' },
    { name: 'Sofia', sex: 'f' },
    { name: 'Luca', sex: 'm' },
    { name: 'Chiara', sex: 'f' },
    { name: 'Matteo', sex: 'm' },
  ],
  pt: [
    { name: 'Beatriz', sex: 'f' },
    { name: 'Tiago', sex: 'm' },
    { name: 'Marta', sex: 'f' },
    { name: 'Rui', sex: 'm' },
    { name: 'Sara', sex: 'f' },
    { name: 'João', sex: 'm' },
  ],
};

export function nameToken(who: Character): Token {
  return word(who.name, 'proper_noun', `name:${who.id}`);
}

const QUESTION_OPENERS: Partial<Record<Lang, string>> = { es: '¿' };

/**
 * Punctuates and capitalises a sentence: the final mark (French puts a space before ? and !
 * — written as a normal space, so text stays plain), Spanish opening ¿ and ¡, and a capital
 * on the first word.
 */
export function finish(lang: Lang, segs: Seg[], mark: '.' | '?' | '!', openAt = 0): Seg[] {
  const out = segs.filter((s) => s.tokens.length > 0).map((s) => ({ ...s, tokens: [...s.tokens] }));
  const first = out[0];
  const last = out[out.length - 1];
  if (first === undefined || last === undefined) return out;
  const spaced = lang === 'fr' && (mark === '?' || mark === '!');
  last.tokens.push(punct(mark, spaced));
  if (lang === 'es' && mark !== '.') {
    const opener = mark === '?' ? (QUESTION_OPENERS.es ?? '¿') : '¡';
    const target = out[openAt] ?? first;
    const head = target.tokens[0];
    if (head !== undefined) {
      target.tokens[0] = { ...head, spaceBefore: false };
      target.tokens.unshift({ ...punct(opener), spaceBefore: head.spaceBefore });
    }
  }
  const opening = first.tokens.findIndex((t) => t.pos !== 'punctuation');
  const head = first.tokens[opening];
  if (head !== undefined) first.tokens[opening] = { ...head, text: capitaliseFirst(head.text) };
  return out;
}

/** A comma glued to the end of a segment. */
export function withComma(s: Seg): Seg {
  return { ...s, tokens: [...s.tokens, punct(',')] };
}

/** Prefix every slot of a clause so two clauses of a sentence keep distinct slots. */
export function inClause(index: number, segs: readonly Seg[]): Seg[] {
  return segs.map((s) => ({ ...s, slot: `${index}.${s.slot}` }));
}

/** Numbers the offline generator writes in words (ages, counts). */
export const NUMBER_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
  ],
  es: [
    'cero',
    'uno',
    'dos',
    'tres',
    'cuatro',
    'cinco',
    'seis',
    'siete',
    'ocho',
    'nueve',
    'diez',
    'once',
    'doce',
    'trece',
    'catorce',
    'quince',
    'dieciséis',
  ],
  fr: [
    'zéro',
    'un',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
    'treize',
    'quatorze',
    'quinze',
    'seize',
  ],
  de: [
    'null',
    'eins',
    'zwei',
    'drei',
    'vier',
    'fünf',
    'sechs',
    'sieben',
    'acht',
    'neun',
    'zehn',
    'elf',
    'zwölf',
    'dreizehn',
    'vierzehn',
    'fünfzehn',
    'sechzehn',
  ],
  it: [
    'zero',
    'uno',
    'due',
    'tre',
    'quattro',
    'cinque',
    'sei',
    'sette',
    'otto',
    'nove',
    'dieci',
    'undici',
    'dodici',
    'tredici',
    'quattordici',
    'quindici',
    'sedici',
  ],
  pt: [
    'zero',
    'um',
    'dois',
    'três',
    'quatro',
    'cinco',
    'seis',
    'sete',
    'oito',
    'nove',
    'dez',
    'onze',
    'doze',
    'treze',
    'catorze',
    'quinze',
    'dezasseis',
  ],
};

export function numberToken(lang: Lang, n: number, feminine = false): Token {
  let text = NUMBER_WORDS[lang][n] ?? String(n);
  if (feminine && n === 2 && lang === 'pt') text = 'duas';
  if (feminine && n === 1)
    text = { es: 'una', fr: 'une', it: 'una', pt: 'uma', en: text, de: 'eine' }[lang];
  return word(text, 'numeral', `number:${n}`);
}
