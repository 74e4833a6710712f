const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the results pages show it ("20 Mar 2026"); the ISO string if it is not one. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

/** A percent or a dash. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${String(value)}%`;
}

/** The address of a class's results for one homework. */
export function classResultHref(homeworkId: number, classroomId: number): string {
  return `/homework-classroom-result/${String(homeworkId)}/${String(classroomId)}`;
}
