import { syllabify } from '@/domain/language/syllables';
import { GERMAN } from '../knownSyllables/de';
import { ENGLISH } from '../knownSyllables/en';
import { SPANISH } from '../knownSyllables/es';
import { FRENCH } from '../knownSyllables/fr';
import { ITALIAN } from '../knownSyllables/it';
import { PORTUGUESE } from '../knownSyllables/pt';
import type { AuditedResource, Check, CheckResult, Finding } from '../types';

/*
 * Syllables (issue #12: "her-mano", "Ca-mino" were hyphenation points): every item must be the
 * language's syllabifier's division of its word, of two or more parts, and where the word is
 * in the hand-checked lists of known divisions, exactly that division. A provider's or a
 * teacher's edit that divides otherwise is reported the same way.
 */

const byWord = (divisions: readonly string[]): ReadonlyMap<string, string> =>
  new Map(divisions.map((division) => [division.replaceAll('-', '').toLowerCase(), division]));

const KNOWN: Readonly<Record<string, ReadonlyMap<string, string>>> = {
  de: byWord(GERMAN),
  en: byWord(ENGLISH),
  es: byWord(SPANISH),
  fr: byWord(FRENCH),
  it: byWord(ITALIAN),
  pt: byWord(PORTUGUESE),
};

export function syllablesKeys(resource: AuditedResource): CheckResult {
  const lang = resource.content.language.target;
  const findings: Finding[] = [];
  const items = resource.questions.questions.syllables ?? [];
  for (const item of items) {
    const keyed = item.syllables.join('-');
    const label = `syllables "${keyed}"`;
    const divided = syllabify(item.word, lang);
    if (divided === undefined || divided.length < 2) {
      findings.push({ item: label, problem: 'the word has no reliable division into syllables' });
      continue;
    }
    if (divided.join('-') !== keyed) {
      findings.push({ item: label, problem: `the word divides as ${divided.join('-')}` });
      continue;
    }
    const known = KNOWN[lang]?.get(item.word.toLowerCase());
    if (known !== undefined && known.toLowerCase() !== keyed.toLowerCase()) {
      findings.push({ item: label, problem: `the known division is ${known}` });
    }
  }
  return { checked: items.length, findings };
}

export const syllablesCheck: Check = { name: 'syllables', run: syllablesKeys };
