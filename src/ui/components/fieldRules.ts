import { validateField, type FieldKind } from '@/domain/validation/patterns';
import type { FieldRule } from './useValidatedForm';

/** The hint under every new-password field: the rule of spec §5 in plain words. */
export const PASSWORD_HINT =
  '8 to 40 characters with a digit, a lowercase and an uppercase letter and a special character; no spaces.';

/** The message of a domain validation, or null when the value passes. */
function messageOf(result: ReturnType<typeof validateField>): string | null {
  return result.ok ? null : result.message;
}

/** The domain's rule for a field whose surrounding spaces are dropped before sending (names, e-mail). */
export function trimmedRule(kind: FieldKind): (value: string) => string | null {
  return (value) => messageOf(validateField(kind, value.trim()));
}

/** A new password follows the domain's rule (spec §5), never trimmed; the server also refuses common ones. */
export const newPasswordRule = (value: string): string | null =>
  messageOf(validateField('password', value));

/** The confirmation repeats the field named `field`. */
export function confirmRule<K extends string>(field: K): FieldRule<K> {
  return (value, values) =>
    value === ''
      ? 'Enter your password again.'
      : value === values[field]
        ? null
        : 'The two passwords do not match.';
}
