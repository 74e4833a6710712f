import type { Sentence } from './frames';
import type { LanguageModule } from './language';
import type { Seg } from './model';

/*
 * Short answers in a dialogue ("Do you read at the weekend?" – "Yes, with Jules."). A language
 * module writes the whole answer with its own grammar ("Yes, at the weekend I read with
 * Jules."); the short answer keeps its yes/no lead and the parts the question did not say, in
 * the order that language put them, and its end mark. Both sides of the sentence keep the same
 * slots, so the answer stays aligned with its translation.
 */

/** The slot a part has in the first clause of a rendered sentence (language.ts `inClause`). */
const inFirstClause = (part: string) => `0.${part}`;

function shortened(full: readonly Seg[], keep: readonly string[]): Seg[] {
  const wanted = new Set(keep.map(inFirstClause));
  const lead = full.find((s) => s.slot === 'lead');
  const kept = full.filter(
    (s) => wanted.has(s.slot) && s.tokens.some((t) => t.pos !== 'punctuation'),
  );
  const last = full[full.length - 1]?.tokens.at(-1);
  if (lead === undefined || kept.length === 0 || last?.pos !== 'punctuation') return [...full];
  // The end mark closes the whole sentence, whichever part it was written after.
  const body = kept.map((s) => ({ ...s, tokens: s.tokens.filter((t) => t !== last) }));
  // The lead's comma already parts it from the rest ("Ja, weil…", not "Ja,, weil…").
  const first = body[0];
  if (first !== undefined) {
    const opening = first.tokens.findIndex((t) => t.pos !== 'punctuation');
    first.tokens.splice(0, Math.max(0, opening));
  }
  body[body.length - 1]?.tokens.push(last);
  return [lead, ...body];
}

/** The module, writing short answers where a sentence asks for one. */
export function withShortAnswers(module: LanguageModule): LanguageModule {
  return {
    ...module,
    sentence(s: Sentence): Seg[] {
      if (s.kind !== 'clauses' || s.ellipsis === undefined) return module.sentence(s);
      const { ellipsis, ...whole } = s;
      return shortened(module.sentence(whole), ellipsis);
    },
  };
}
