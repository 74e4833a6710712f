// Answer matching: when a typed answer counts as the expected one (spec §5 "Punctuation stripped
// in matching", "Chinese and Japanese are matched without spaces").
//
// Decisions where the spec is silent:
// - Quotes of every kind are stripped, apostrophes inside words included: typographic ‘ ’ “ ”,
//   low and angle quotes „ ‚ « » ‹ ›, and the ` ´ ʼ that keyboards produce for an apostrophe. So
//   "don’t", "don't" and "dont" all match, and so do "l'eau" and "leau": pupils cannot be told
//   which apostrophe their keyboard typed. French « » are quotes, so they go too.
// - Spanish ¿ ¡ are stripped like ? and !: they are the same marks, opening a sentence.
// - Accents (issue #11's accent policy): an answer right but for its accents is accepted and the
//   pupil is told "check your accents" — `matchAnswer` says 'accents', `answersMatch` is true. A
//   school laptop's keyboard often cannot type ñ or ά, and the score should measure the language,
//   not the keyboard; the warning still teaches the spelling. What counts as an accent: a
//   combining mark on a Latin, Greek or Cyrillic letter once decomposed (é/e, ñ/n, ç/c, ü/u,
//   ά/α, й/и, ё/е, Vietnamese tones, pinyin tone marks) and the strokes ø ł đ ħ. Never a mark in
//   another script: Japanese dakuten make another sound (が ≠ か), and Hebrew or Arabic vowel
//   points are left alone. Ligatures and other letters (ß, æ, œ, Turkish ı) are spelling, not
//   accents. Text is NFC-normalised first, so a composed é and e + combining accent (as some
//   keyboards and pasted text produce) are the same letter: that is 'right', not 'accents'.
//   Where accents are the very thing asked (correcting a text's slips), the caller does not
//   accept 'accents' (src/domain/questions/answers.ts).
// - Case is ignored, lower-cased with the language's own rules where the runtime knows them
//   (Turkish İ → i); whitespace is trimmed and inner runs collapse to one space.
// - Chinese and Japanese: all whitespace is removed, and the text is NFKC-normalised so full-width
//   and half-width forms typed by an input method (！, （, ｶ) match their usual forms; the
//   ideographic punctuation 。、「」『』【】《》〈〉〔〕・ and the colon are stripped too.
// - A blank answer never matches, even an expected answer that is only punctuation.

/** Stripped in every language: the marks of spec §5 plus ¿ ¡ and every kind of quote. */
const STRIPPED = /["'‘’‚‛“”„‟«»‹›`´ʼ;,.!*?¿¡()[\]{}]/gu;
/** Stripped in Chinese and Japanese after NFKC (which has turned full-width ：！？ into : ! ?). */
const CJK_STRIPPED = /[。、「」『』【】《》〈〉〔〕・｡､｢｣:]/gu;
const CJK_LANGUAGE = /^(zh|ja|cmn|yue)([-_]|$)/i;

/** True for Chinese and Japanese codes (`zh`, `zh-CN`, `ja`, `ja_JP`, `cmn`, `yue`). */
export function isSpacelessLanguage(lang: string): boolean {
  return CJK_LANGUAGE.test(lang.trim());
}

function lowerCase(text: string, lang: string): string {
  const primary = lang.trim().split(/[-_]/)[0] ?? '';
  // Never the host's locale: the answer's language decides, or no locale at all.
  if (primary === '') return text.toLowerCase();
  try {
    return text.toLocaleLowerCase(primary);
  } catch {
    // Not a language tag the runtime knows: plain Unicode lower-casing is right for most languages.
    return text.toLowerCase();
  }
}

/** The form of an answer that matching compares (see the decisions above); `lang` is a code like `es`. */
export function normaliseAnswer(text: string, lang: string): string {
  const spaceless = isSpacelessLanguage(lang);
  const form = spaceless ? 'NFKC' : 'NFC';
  const s = lowerCase(text.normalize(form), lang).normalize(form).replace(STRIPPED, '');
  const spaced = spaceless
    ? s.replace(CJK_STRIPPED, '').replace(/\s+/gu, '')
    : s.replace(/\s+/gu, ' ').trim();
  // Removing a mark or a space can join a combining accent to the letter before it ("a!\u0301"),
  // so the result is normalised once more: normalising an answer twice changes nothing.
  return spaced.normalize(form);
}

/** A mark left on a Latin, Greek or Cyrillic letter once decomposed: what accent folding drops. */
const MARKED_LETTER = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
/** Letters with a stroke that Unicode does not decompose, and their bare form. */
const STROKED = /[øłđħ]/gu;
const UNSTROKED: Readonly<Record<string, string>> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h' };

/** A normalised answer without its accents (see the decisions above), for the accent verdict. */
export function foldAccents(normalised: string, lang: string): string {
  const form = isSpacelessLanguage(lang) ? 'NFKC' : 'NFC';
  return normalised
    .normalize('NFD')
    .replace(MARKED_LETTER, '$1')
    .normalize(form)
    .replace(STROKED, (letter) => UNSTROKED[letter] ?? letter);
}

/** How a pupil's answer compares with the expected one: right, right but for accents, or wrong. */
export type AnswerVerdict = 'right' | 'accents' | 'wrong';

/**
 * The verdict on an answer by the rules above; a blank answer is always wrong. `offered` are
 * the other words the pupil could have chosen or was asked for (an item's options, the other
 * answers of the same task): an answer that is one of them is that word, not an accent slip,
 * so choosing "esta" where "está" was right, or "papa" where "papá" was, is wrong.
 */
export function matchAnswer(
  expected: string,
  given: string,
  lang: string,
  offered: readonly string[] = [],
): AnswerVerdict {
  const normalisedGiven = normaliseAnswer(given, lang);
  if (normalisedGiven === '') return 'wrong';
  const normalisedExpected = normaliseAnswer(expected, lang);
  if (normalisedGiven === normalisedExpected) return 'right';
  if (foldAccents(normalisedGiven, lang) !== foldAccents(normalisedExpected, lang)) return 'wrong';
  return offered.some((word) => normaliseAnswer(word, lang) === normalisedGiven)
    ? 'wrong'
    : 'accents';
}

/** True when the answer is accepted: 'right' or 'accents' by `matchAnswer`. */
export function answersMatch(
  expected: string,
  given: string,
  lang: string,
  offered: readonly string[] = [],
): boolean {
  return matchAnswer(expected, given, lang, offered) !== 'wrong';
}
