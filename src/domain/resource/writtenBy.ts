/*
 * Who wrote a resource's text (issue #12: "the dashboard says which generator made a
 * resource"): the built-in offline generator, an AI provider's model, or the teacher, whose
 * own text it is. Shown on the library and dashboard cards and on the resource preview.
 */

export type WrittenBy =
  | { readonly kind: 'offline' }
  | { readonly kind: 'ai'; readonly model: string }
  | { readonly kind: 'teacher' };

/** The name stored for texts of the built-in generator (the `generator` column's default). */
export const OFFLINE_GENERATOR = 'offline';

/** From how a resource was made (`source`) and what the generator stored as its name. */
export function writtenBy(source: 'generated' | 'uploaded', generator: string): WrittenBy {
  if (source === 'uploaded') return { kind: 'teacher' };
  return generator === OFFLINE_GENERATOR ? { kind: 'offline' } : { kind: 'ai', model: generator };
}

/** The line the teacher reads. */
export function writtenByLabel(by: WrittenBy): string {
  switch (by.kind) {
    case 'offline':
      return 'Written by the built-in generator';
    case 'ai':
      return `Written by ${by.model} (AI)`;
    case 'teacher':
      return 'Your own text';
  }
}
