import { VOCABULARY_DEFAULT_SIZE } from '@/domain/resource/vocabularySize';
import { dictionary, entryOfToken, INFINITIVE } from '../../adapters/generation/offline/dictionary';
import type { DictionaryEntry } from '../../adapters/generation/offline/dictionary';
import { isOfflineLang } from '../../adapters/generation/offline/model';
import type { Lang } from '../../adapters/generation/offline/model';
import {
  dictionaryPairs,
  infinitiveOf,
  nativeVerbParts,
  readingParts,
  verbsOfPair,
} from '../../adapters/generation/offline/vocabulary';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * Vocabulary pairs (issue #12): every item of the list and of the Key vocabulary questions is a
 * translation the offline dictionary gives (both sides forms of one entry: "hermano" — "brother",
 * "el fin de semana" — "the weekend"), its meaning is used in the sentence the item points to,
 * and the list is no longer than the sizing rule. "llamo — is" or "fin — weekend" fail: neither
 * is a pair of the dictionary, whatever the alignment of the two sentences.
 *
 * A verb pair keeps its inflection: the native side is what the native language writes for a
 * person and tense the target form can have ("saco" — "I take"), or the infinitive for an
 * infinitive; when the target form has one person and the native verb alone could be another
 * ("saco" — "take"), the native must name it. "sehe" — "regarder" or "saco" — "he/she takes" fail.
 * And it keeps its object on each side whose language writes one: "sacar" alone is "to take
 * out", so "saco" — "I take" fails where "saco fotos" — "I take photos" is the pair.
 */

/** What is wrong with a verb pair's inflection, if anything. */
export function verbPairProblem(
  item: { readonly target: string; readonly native: string },
  entry: DictionaryEntry,
  langs: { target: Lang; native: Lang },
): string | undefined {
  const dict = dictionary();
  const own = [...dict.verbReadings(langs.target, entry.id, item.target)];
  if (own.length === 0) return 'the target is not a form of this verb the text can write';
  const native = nativeVerbParts(langs.native, item.native);
  const infinitive = infinitiveOf(entry, langs.native).toLocaleLowerCase();
  if (
    native.person === undefined &&
    `${native.infinitive ? 'to ' : ''}${native.group}` === infinitive
  )
    return own.includes(INFINITIVE) ? undefined : 'an inflected verb is paired with an infinitive';
  const matching = own.filter(
    (reading) =>
      reading !== INFINITIVE && dict.verbGroup(langs.native, entry.id, reading) === native.group,
  );
  if (matching.length === 0) return 'the two sides are not the same person and tense';
  if (native.person !== undefined)
    return matching.some((reading) => readingParts(reading)?.person === native.person)
      ? undefined
      : 'the native pronoun is not the person of the target form';
  // No pronoun: fine when the native verb alone shows the person, or the target has several.
  const persons = new Set(own.map((reading) => readingParts(reading)?.person));
  const [reading] = matching;
  const parts = reading === undefined ? undefined : readingParts(reading);
  if (persons.size !== 1 || parts === undefined) return undefined;
  const ambiguous = (['1s', '2s', '3s', '1p', '3p'] as const).some(
    (person) =>
      person !== parts.person &&
      dict.verbGroup(langs.native, entry.id, `${parts.tense}:${person}`) === native.group,
  );
  return ambiguous ? 'the native verb does not say which person the target form is' : undefined;
}

export function vocabularyPairs(resource: AuditedResource): CheckResult {
  const { content, questions } = resource;
  const target = content.language.target;
  const native = content.language.native;
  const findings: Finding[] = [];
  let checked = 0;
  if (!isOfflineLang(target) || !isOfflineLang(native)) return { checked, findings };
  const langs = { target, native };
  const items = [
    ...content.vocabulary.map((item) => ({ ...item, where: 'vocabulary' })),
    ...(questions.questions.vocabulary ?? []).map((item) => ({
      target: item.target,
      native: item.native,
      sentenceId: item.sentenceIds[0] ?? -1,
      where: 'Key vocabulary',
    })),
  ];
  for (const item of items) {
    checked += 1;
    const label = `${item.where} "${item.target}" → "${item.native}"`;
    const entries = dictionaryPairs(item, langs);
    if (entries.length === 0) {
      findings.push({ item: label, problem: 'the two sides are not a dictionary translation' });
      continue;
    }
    const sentence = content.sentences.find((s) => s.id === item.sentenceId);
    const tokens = sentence?.target.tokens ?? [];
    // The meaning the sentence gives the word ("do" of "do homework"), else any it can be read as.
    const entry =
      entries.find((e) => tokens.some((token) => entryOfToken(token)?.id === e.id)) ??
      entries.find((e) =>
        tokens.some((token) =>
          dictionary()
            .analyse(target, token.text)
            .some((analysis) => analysis.entry.id === e.id),
        ),
      );
    if (entry === undefined) {
      findings.push({ item: label, problem: 'its sentence does not use this word' });
      continue;
    }
    const verbs = entry.kind === 'activity' ? verbsOfPair(item, entry, langs) : undefined;
    const problem =
      entry.kind !== 'activity'
        ? undefined
        : verbs === undefined
          ? 'the verb is paired without the object the activity needs ("sacar" — "to take")'
          : verbPairProblem(verbs, entry, langs);
    if (problem !== undefined) findings.push({ item: label, problem });
  }
  checked += 1;
  // Every offline text has words of its dictionary: an empty list means the list was lost.
  if (resource.knowledge !== undefined && content.vocabulary.length === 0) {
    findings.push({ item: 'vocabulary', problem: 'the generated text has no vocabulary list' });
  }
  if (content.vocabulary.length > VOCABULARY_DEFAULT_SIZE) {
    findings.push({
      item: `vocabulary of ${content.vocabulary.length} items`,
      problem: `longer than the ${VOCABULARY_DEFAULT_SIZE} items a made list may have`,
    });
  }
  return { checked, findings };
}

export const vocabularyCheck: Check = { name: 'vocabulary pairs', run: vocabularyPairs };
