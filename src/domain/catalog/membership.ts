/**
 * Narrows an unknown value to one of a catalogue's literal values, so adapters can check a
 * server string against an enumeration without casting.
 */
export function isOneOf<const T extends string | number>(
  values: readonly T[],
  value: unknown,
): value is T {
  return (values as readonly unknown[]).includes(value);
}
