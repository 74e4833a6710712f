import { dictionary, entryOfToken, foldForm } from '../../adapters/generation/offline/dictionary';
import { isOfflineLang } from '../../adapters/generation/offline/model';
import type { Lang } from '../../adapters/generation/offline/model';
import { entriesOfWord } from '../../adapters/generation/offline/requested';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * Requested vocabulary (issue #12: "Words that could not be used: Wohnung, Wochenende" with "Am
 * Wochenende helfe ich." in the text). Every word the teacher asked for is either used by the
 * text or listed as unused in the report — never both, never neither. "Used" is proved from
 * what the generator wrote, not from spelling: a token whose concept is a meaning of the word
 * (any inflection: "juego" for "jugar", "am Wochenende" for "Wochenende"), the word itself as a
 * token, or — in German — a noun the word is a part of ("Markt" in "Supermarkt").
 */

/** The shortest part of a German compound that counts as the word asked for. */
const COMPOUND_PART = 4;

function usedByConcept(
  resource: AuditedResource,
  word: string,
  target: Lang,
  langs: readonly Lang[],
): boolean {
  const meanings = new Set(langs.flatMap((lang) => entriesOfWord(lang, word)).map((e) => e.id));
  const folded = foldForm(word);
  const tokens = resource.content.sentences.flatMap((sentence) => sentence.target.tokens);
  return tokens.some((token) => {
    if (token.pos === 'punctuation') return false;
    const entry = entryOfToken(token);
    if (entry !== undefined && meanings.has(entry.id)) return true;
    if (foldForm(token.text) === folded) return true;
    // A noun or adjective written inside a set phrase ("caldo" of "fa caldo" for "quente"):
    // the word is there, whatever the phrase's concept. Activities count by meaning only.
    if (
      dictionary()
        .analyse(target, token.text)
        .some(
          (a) => a.entry.kind !== 'activity' && a.entry.kind !== 'time' && meanings.has(a.entry.id),
        )
    )
      return true;
    return (
      target === 'de' &&
      token.pos === 'noun' &&
      folded.length >= COMPOUND_PART &&
      !folded.includes(' ') &&
      foldForm(token.text).includes(folded)
    );
  });
}

export function requestedVocabulary(resource: AuditedResource): CheckResult {
  const { target, native } = resource.content.language;
  const findings: Finding[] = [];
  const requested = resource.case.vocabulary;
  if (!isOfflineLang(target) || !isOfflineLang(native)) return { checked: 0, findings };
  const langs: Lang[] = [target, native, 'en'];
  const unused = new Set(resource.report.unusedVocabulary.map(foldForm));
  for (const word of requested) {
    const used = usedByConcept(resource, word, target, langs);
    const listed = unused.has(foldForm(word));
    if (used && listed)
      findings.push({
        item: `requested "${word}"`,
        problem: 'the text uses it, yet the teacher is told it could not be used',
      });
    if (!used && !listed)
      findings.push({
        item: `requested "${word}"`,
        problem: 'the text does not use it, and the teacher is not told',
      });
  }
  // A word reported unused that was never asked for would puzzle the teacher just as much.
  const asked = new Set(requested.map(foldForm));
  for (const word of resource.report.unusedVocabulary) {
    if (!asked.has(foldForm(word)))
      findings.push({ item: `unused "${word}"`, problem: 'reported unused but never asked for' });
  }
  // The report's list is checked too, even when nothing was asked for.
  return { checked: requested.length + 1, findings };
}

export const requestedVocabularyCheck: Check = {
  name: 'requested vocabulary',
  run: requestedVocabulary,
};
