import { VOCABULARY_DEFAULT_SIZE } from '@/domain/resource/vocabularySize';
import { dictionary, entryOfToken } from '../../adapters/generation/offline/dictionary';
import { isOfflineLang } from '../../adapters/generation/offline/model';
import { dictionaryPair } from '../../adapters/generation/offline/vocabulary';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * Vocabulary pairs (issue #12): every item of the list and of the Key vocabulary questions is a
 * translation the offline dictionary gives (both sides forms of one entry: "hermano" — "brother",
 * "el fin de semana" — "the weekend"), its meaning is used in the sentence the item points to,
 * and the list is no longer than the sizing rule. "llamo — is" or "fin — weekend" fail: neither
 * is a pair of the dictionary, whatever the alignment of the two sentences.
 */

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
    const entry = dictionaryPair(item, langs);
    if (entry === undefined) {
      findings.push({ item: label, problem: 'the two sides are not a dictionary translation' });
      continue;
    }
    const sentence = content.sentences.find((s) => s.id === item.sentenceId);
    const used =
      sentence !== undefined &&
      sentence.target.tokens.some(
        (token) =>
          entryOfToken(token)?.id === entry.id ||
          dictionary()
            .analyse(target, token.text)
            .some((analysis) => analysis.entry.id === entry.id),
      );
    if (!used) findings.push({ item: label, problem: 'its sentence does not use this word' });
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
