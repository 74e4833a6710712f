import type { ResultTable } from './classResults';
import type { ResultCell } from './results';

/*
 * The class results as CSV (issue #10 "Download as CSV"), RFC 4180: comma-separated, CRLF line
 * ends, a field quoted when it holds a comma, a quote or a line break, quotes doubled. Each task
 * gives two columns, the score as a bare number (so a spreadsheet can average it) and the
 * result in words, since the colours of the screen do not travel.
 */

/** The words of a cell's result in the CSV. */
export const CSV_RESULT_WORDS: Readonly<Record<ResultCell['kind'], string>> = {
  passed: 'passed',
  failed: 'failed',
  none: 'not attempted',
};

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as
 * a formula (CSV injection); names are typed by people, so such a cell is kept as text with a
 * leading apostrophe. Negative numbers never occur here (scores are 0–100).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field, neutralised and quoted as needed. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, without its line end. */
export function csvRow(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/** The header row: pupil, user name, two columns per task, then the pupil's totals. */
export function resultsCsvHeader(table: ResultTable): readonly string[] {
  return [
    'Pupil',
    'User name',
    ...table.tasks.flatMap((task) => [`${task.taskName} score (%)`, `${task.taskName} result`]),
    'Tasks passed',
    'Average score (%)',
  ];
}

/** The whole file: the header, then one record per pupil, each ended by CRLF. */
export function resultsCsv(table: ResultTable): string {
  const records = [
    resultsCsvHeader(table),
    ...table.rows.map((row) => [
      row.pupil.name,
      row.pupil.userName,
      ...row.cells.flatMap(({ cell }) => [
        cell.kind === 'none' ? '' : String(cell.percent),
        CSV_RESULT_WORDS[cell.kind],
      ]),
      `${String(row.passed)} of ${String(table.tasks.length)}`,
      row.average === null ? '' : String(row.average),
    ]),
  ];
  return records.map((fields) => `${csvRow(fields)}\r\n`).join('');
}

/** A file name for the download: the homework and class names reduced to safe characters. */
export function resultsCsvFileName(homeworkName: string, classroomName: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60);
  const parts = [slug(homeworkName), slug(classroomName)].filter((part) => part !== '');
  return `${parts.length === 0 ? 'homework' : parts.join('-')}-results.csv`;
}
