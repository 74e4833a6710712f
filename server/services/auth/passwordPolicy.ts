import { readFileSync } from 'node:fs';
import { fromRoot } from '../../paths';

/**
 * The server's check on a new password, on top of the spec's rule (§5, enforced by the shared
 * `NewPassword` codec): not one of the most common passwords, not even with a capital, digits or
 * a symbol bolted on, and not built from the user's own name or e-mail address (issue #3).
 */

/** What the user reads when a password is refused by this check. */
export const PASSWORD_POLICY_MESSAGES = {
  common:
    'This password is one of the most common passwords, so it is easy to guess. Please choose another one.',
  personal: 'Your password must not contain your name, user name or e-mail address.',
} as const;

export type PasswordVerdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: keyof typeof PASSWORD_POLICY_MESSAGES;
      readonly message: string;
    };

/** What we know about the person choosing the password. */
export interface PasswordOwner {
  readonly email?: string | null;
  readonly fullName?: string | null;
  readonly userName?: string | null;
}

function loadCommonPasswords(): ReadonlySet<string> {
  const text = readFileSync(fromRoot('server/services/auth/commonPasswords.txt'), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

const COMMON = loadCommonPasswords();

/** Shorter cores ("abc", "123") would refuse too many good passwords that merely end in them. */
const MIN_CORE_LENGTH = 4;
/** Parts of a name shorter than this ("Al") match too much by chance. */
const MIN_PERSONAL_LENGTH = 3;

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function deLeet(value: string): string {
  return [...value].map((c) => LEET[c] ?? c).join('');
}

/** Drops the digits and symbols people add around a word to pass a composition rule. */
function stripDecoration(value: string): string {
  return value.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
}

/** The forms of a password that a guessing tool tries first: as typed, undecorated, de-leeted. */
function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  return [
    lower,
    stripDecoration(lower),
    deLeet(lower),
    stripDecoration(deLeet(lower)),
    deLeet(stripDecoration(lower)),
  ];
}

/** True when the password is a common one, or a common one dressed up with case, digits or symbols. */
export function isCommonPassword(password: string): boolean {
  return guessableForms(password).some(
    (form) => form.length >= MIN_CORE_LENGTH && COMMON.has(form),
  );
}

function personalParts(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0]?.toLowerCase() ?? '';
  const pieces = [
    local,
    ...local.split(/[._+-]+/),
    owner.userName?.toLowerCase() ?? '',
    ...(owner.fullName?.toLowerCase().split(/[\s-]+/u) ?? []),
  ];
  return pieces.filter((piece) => [...piece].length >= MIN_PERSONAL_LENGTH);
}

/** The server's verdict on a new password (the spec's composition rule is checked before this). */
export function checkPasswordPolicy(password: string, owner: PasswordOwner): PasswordVerdict {
  const lower = password.toLowerCase();
  if (personalParts(owner).some((part) => lower.includes(part) || deLeet(lower).includes(part))) {
    return { ok: false, reason: 'personal', message: PASSWORD_POLICY_MESSAGES.personal };
  }
  if (isCommonPassword(password)) {
    return { ok: false, reason: 'common', message: PASSWORD_POLICY_MESSAGES.common };
  }
  return { ok: true };
}
