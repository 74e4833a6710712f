// Answer matching: when a typed answer counts as the expected one (spec §5 "Punctuation stripped
// in matching", "Chinese and Japanese are matched without spaces").
//
// Decisions where the spec is silent:
// - Quotes of every kind are stripped, apostrophes inside words included: typographic ‘ ’ “ ”,
//   low and angle quotes „ ‚ « » ‹ ›, and the ` ´ ʼ that keyboards produce for an apostrophe. So
//   "don’t", "don't" and "dont" all match, and so do "l'eau" and "leau": pupils cannot be told
//   which apostrophe their keyboard typed. French « » are quotes, so they go too.
// - Spanish ¿ ¡ are stripped like ? and !: they are the same marks, opening a sentence.
// - Accents are NOT ignored (é ≠ e, ñ ≠ n): getting the accent right is part of the answer a
//   language teacher wants. Text is NFC-normalised first, so a composed é and e + combining accent
//   (as some keyboards and pasted text produce) are the same letter.
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

/** True when the pupil's answer is the expected one once both are normalised, and not blank. */
export function answersMatch(expected: string, given: string, lang: string): boolean {
  const normalisedGiven = normaliseAnswer(given, lang);
  return normalisedGiven !== '' && normalisedGiven === normaliseAnswer(expected, lang);
}
