/** Day, month and year of an ISO instant, as the admin's browser writes dates. */
export function dayOf(instant: string | null): string {
  if (instant === null) return '—';
  const date = new Date(instant);
  return Number.isNaN(date.getTime())
    ? instant
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export const ROLE_NAMES = { admin: 'Admin', public: 'Teacher', PUPIL: 'Pupil' } as const;

/** A whole page number from the address; 1 when absent or not a number. */
export function pageFrom(value: string | null): number {
  const n = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return n >= 1 ? n : 1;
}
