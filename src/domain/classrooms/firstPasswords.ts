import { isValidPassword } from '@/domain/validation/patterns';
import type { Random } from '@/domain/random/seeded';
import { randomInt } from '@/domain/random/seeded';

/*
 * A pupil's first password (issue #10): read off a printed card by a child and typed on a
 * school keyboard, so two plain words and a number (`Brave-otter-47`) rather than a random
 * string. It passes the spec §5 password rule (an upper-case and a lower-case letter, a digit, a
 * special character, 8–40 characters, no space). The words avoid letters that read alike in
 * print (no l, I, O, 0, 1), so nothing on a card is ambiguous.
 */

const ADJECTIVES = [
  'Brave',
  'Happy',
  'Sunny',
  'Quick',
  'Green',
  'Merry',
  'Swift',
  'Proud',
  'Super',
  'Funny',
  'Grand',
  'Magic',
  'Rapid',
  'Smart',
  'Sweet',
  'Tiny',
  'Warm',
  'Windy',
  'Witty',
  'Zesty',
  'Amber',
  'Bright',
  'Cosy',
  'Dancing',
  'Eager',
  'Fancy',
  'Fresh',
  'Giant',
  'Handy',
  'Jumpy',
  'Keen',
  'Mighty',
  'Neat',
  'Party',
  'Quiet',
  'Ready',
  'Rosy',
  'Shiny',
  'Starry',
  'Stormy',
  'Sunset',
  'Sparky',
  'Teeny',
  'Tidy',
  'Trusty',
  'Vivid',
  'Wacky',
  'Wavy',
  'Yummy',
  'Zippy',
] as const;

const ANIMALS = [
  'otter',
  'tiger',
  'panda',
  'zebra',
  'kiwi',
  'bear',
  'crane',
  'duck',
  'egret',
  'frog',
  'goose',
  'horse',
  'hyena',
  'mouse',
  'moose',
  'parrot',
  'penguin',
  'rabbit',
  'raven',
  'shark',
  'sheep',
  'snake',
  'spider',
  'squid',
  'swan',
  'toad',
  'trout',
  'tortoise',
  'viper',
  'shrimp',
  'beaver',
  'badger',
  'bison',
  'cat',
  'dog',
  'dragon',
  'ferret',
  'gecko',
  'heron',
  'hippo',
  'hornet',
  'magpie',
  'marten',
  'monkey',
  'puffin',
  'rhino',
  'robin',
  'seahorse',
  'tapir',
  'wren',
] as const;

/** Two to nine: no 0 or 1 beside letters that look like them. */
const DIGITS = '23456789';

/** A readable first password from `random` (the server passes a cryptographic source). */
export function readablePassword(random: Random): string {
  const adjective = ADJECTIVES[randomInt(random, ADJECTIVES.length)] ?? 'Brave';
  const animal = ANIMALS[randomInt(random, ANIMALS.length)] ?? 'otter';
  const number = `${DIGITS[randomInt(random, DIGITS.length)] ?? '2'}${DIGITS[randomInt(random, DIGITS.length)] ?? '7'}`;
  const password = `${adjective}-${animal}-${number}`;
  // The lists above are checked by the tests; this guards a future edit of them.
  if (!isValidPassword(password)) throw new Error(`readablePassword made an invalid password`);
  return password;
}

/** How many different first passwords there are (for the README's figure and the tests). */
export const READABLE_PASSWORD_COUNT =
  new Set(ADJECTIVES).size * new Set(ANIMALS).size * DIGITS.length * DIGITS.length;

/** The word lists, for the tests that check every combination passes the password rule. */
export const PASSWORD_WORDS = { adjectives: ADJECTIVES, animals: ANIMALS, digits: DIGITS };
