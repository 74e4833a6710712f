import { shuffle, type Random } from '@/domain/random/seeded';
import type { Derivation } from './types';

/**
 * Up to `max` of the items, chosen by the seed and kept in their original order, so a teacher
 * reads the questions in the order of the text.
 */
export function chooseInOrder<T>(random: Random, items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const chosen = shuffle(
    random,
    items.map((_, index) => index),
  )
    .slice(0, max)
    .sort((a, b) => a - b);
  return chosen.map((index) => items[index] as T);
}

/** The items, or the reason there are none when the list is empty. */
export function itemsOr<T>(items: readonly T[], reason: string): Derivation<T> {
  return items.length > 0 ? { type: 'items', items } : { type: 'unavailable', reason };
}

/** The unavailable derivation with its reason. */
export function unavailable<T>(reason: string): Derivation<T> {
  return { type: 'unavailable', reason };
}

/** A lookup of sentences by id. */
export function byId<T extends { readonly id: number }>(
  items: readonly T[],
): ReadonlyMap<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}
