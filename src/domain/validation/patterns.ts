// Field validation (spec §5 "Validation rules", §9 "Password length 8-40"). The spec does not show
// the messages; VALIDATION_MESSAGES are ours. The server reuses these rules (DESIGN.md §1).

/**
 * Letters of any script (with their combining marks, so decomposed accents and scripts such as
 * Devanagari count), spaces and hyphens only (spec §5), with at least one letter.
 */
const NAME = /^[\p{L}\p{M} -]+$/u;
const LETTER = /\p{L}/u;

/**
 * Letters, digits, whitespace and common punctuation (spec §5). "Common" is our list: sentence
 * marks of the languages Parlo teaches (¿ ¡ « » „ and the CJK ones included), brackets, quotes,
 * dashes and the symbols ordinary prose uses. Left out on purpose: < > (markup), | \ and control
 * characters, none of which a teacher's text needs.
 */
const TEXT =
  /^[\p{L}\p{M}\p{N}\s.,;:!?¿¡'"‘’‚“”„«»‹›()[\]{}\-‐–—…/&@#%+=*_$€£¥~^`´·°§。、，！？；：「」『』（）【】《》〈〉・～]+$/u;
const NON_SPACE = /\S/u;

/** A dot-atom local part, @, dot-separated domain labels, a top-level domain of 2–3 letters (spec §5). */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,3}$/;
/** RFC 5321 limits: a longer address cannot be delivered, whatever its shape. */
const EMAIL_MAX = 254;
const EMAIL_LOCAL_MAX = 64;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 40;

/**
 * Spec §3 userName, what pupils sign in with (teachers may set one too): letters and digits of
 * any script, dots, hyphens and underscores, 3–40 characters; no spaces, so that it is one word
 * to type at sign-in.
 */
const USER_NAME = /^[\p{L}\p{N}._-]{3,40}$/u;

/** A teaching profile's name is free text a teacher reads in a list, so only its length is ruled. */
export const PROFILE_NAME_MAX_LENGTH = 60;

/** True for a name made of letters, spaces and hyphens, with at least one letter. */
export function isValidName(value: string): boolean {
  return NAME.test(value) && LETTER.test(value);
}

/** True for non-blank text of letters, digits, whitespace and common punctuation. */
export function isValidText(value: string): boolean {
  return TEXT.test(value) && NON_SPACE.test(value);
}

/** True for an address shaped local@domain.tld where the TLD has 2–3 letters. */
export function isValidEmail(value: string): boolean {
  const local = value.split('@')[0] ?? '';
  return value.length <= EMAIL_MAX && local.length <= EMAIL_LOCAL_MAX && EMAIL.test(value);
}

/**
 * True for 8–40 characters (counted as the user sees them: an emoji is one) with a digit, a
 * lowercase and an uppercase letter, a special character (anything else but whitespace), and no
 * whitespace.
 */
export function isValidPassword(value: string): boolean {
  const length = [...value].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /[0-9]/.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value) &&
    !/\s/u.test(value)
  );
}

/** True for 3–40 letters, digits, dots, hyphens or underscores (no spaces). */
export function isValidUserName(value: string): boolean {
  return USER_NAME.test(value);
}

/** True for a non-blank name of at most 60 characters (counted as the user sees them). */
export function isValidProfileName(value: string): boolean {
  return NON_SPACE.test(value) && [...value].length <= PROFILE_NAME_MAX_LENGTH;
}

export type FieldKind = 'name' | 'text' | 'email' | 'password' | 'userName' | 'profileName';

/** What the user reads under a field that fails its rule; `required` is for a blank field. */
export const VALIDATION_MESSAGES: Readonly<Record<FieldKind | 'required', string>> = {
  required: 'This field is required.',
  name: 'Use letters, spaces and hyphens only.',
  text: 'Use letters, numbers, spaces and common punctuation only.',
  email: 'Enter a valid e-mail address, such as name@example.com.',
  password:
    'Use 8 to 40 characters with at least one digit, one lowercase letter, one uppercase letter and one special character, and no spaces.',
  userName: 'Use 3 to 40 letters, digits, dots, hyphens or underscores.',
  profileName: `Give the profile a name of up to ${PROFILE_NAME_MAX_LENGTH} characters.`,
};

export type FieldValidation =
  { readonly ok: true } | { readonly ok: false; readonly message: string };

const RULES: Readonly<Record<FieldKind, (value: string) => boolean>> = {
  name: isValidName,
  text: isValidText,
  email: isValidEmail,
  password: isValidPassword,
  userName: isValidUserName,
  profileName: isValidProfileName,
};

/** Checks a field of the given kind; a blank value (empty or only whitespace) is "required". */
export function validateField(kind: FieldKind, value: string): FieldValidation {
  if (!NON_SPACE.test(value)) return { ok: false, message: VALIDATION_MESSAGES.required };
  return RULES[kind](value) ? { ok: true } : { ok: false, message: VALIDATION_MESSAGES[kind] };
}
