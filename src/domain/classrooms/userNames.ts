import { isValidUserName } from '@/domain/validation/patterns';

/*
 * Pupils have no e-mail (issue #10): they sign in with a user name Parlo makes from their name,
 * readable enough to copy from a login card (`maria.garcia`), unique over every account (user
 * names are unique without regard to case: server/db/schema/users.ts).
 */

/** Room left for a number after the base, within the 40 characters of a user name (spec §3). */
const BASE_MAX_LENGTH = 30;
/** A one-letter name needs a longer base to reach the 3 characters a user name needs. */
const SHORT_NAME_SUFFIX = 'pupil';

/**
 * The readable part of a pupil's user name: the first and last words of the name, lower-case,
 * accents taken off Latin letters (`María José García-Ruiz` → `maria.garcia-ruiz`), letters of
 * other scripts kept as they are.
 */
export function userNameBase(fullName: string): string {
  const words = fullName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLocaleLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, '').replace(/^-+|-+$/gu, ''))
    .filter((word) => word !== '');
  const first = words[0] ?? SHORT_NAME_SUFFIX;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  let base = last === undefined ? first : `${first}.${last}`;
  if ([...base].length < 3) base = `${base}.${SHORT_NAME_SUFFIX}`;
  return [...base]
    .slice(0, BASE_MAX_LENGTH)
    .join('')
    .replace(/[.-]+$/u, '');
}

/** The key user names are compared by: the database's unique index is on `lower(user_name)`. */
export function userNameKey(userName: string): string {
  return userName.toLowerCase();
}

/**
 * One user name per pupil, in order: the base when free, else the base with the smallest
 * number from 2 that is free (`maria.garcia2`), where `taken` holds the keys (userNameKey) of
 * the names already used. Two pupils of one list with the same base get different numbers.
 */
export function makeUserNames(
  fullNames: readonly string[],
  taken: ReadonlySet<string>,
): readonly string[] {
  const used = new Set(taken);
  return fullNames.map((fullName) => {
    const base = userNameBase(fullName);
    let candidate = base;
    for (let n = 2; used.has(userNameKey(candidate)) || !isValidUserName(candidate); n += 1)
      candidate = `${base}${n}`;
    used.add(userNameKey(candidate));
    return candidate;
  });
}
