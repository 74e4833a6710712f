import { looksUndecodable } from '@/domain/validation/characters';
import { characterCount, normaliseText, tooLongMessage, UPLOAD_LIMITS } from './uploadForm';

/** A file read for the form: its text (line ends normalised, ends trimmed), or why it was refused. */
export type TextFileRead =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

/**
 * UTF-8 spends at most 4 bytes on a character, plus a 3-byte BOM: a bigger file cannot fit the
 * limit, so it is refused before being read into memory at all.
 */
const MAX_BYTES = UPLOAD_LIMITS.characters * 4 + 3;

/** Whether the name or the type says plain text; any other declared type is not a text. */
function looksLikeText(file: File): boolean {
  const named = /\.txt$/iu.test(file.name);
  if (file.type !== '' && !file.type.startsWith('text/plain')) return false;
  return named || file.type.startsWith('text/plain');
}

/**
 * Reads a teacher's .txt file (UTF-8) in the browser. Refuses what would make a broken resource:
 * another kind of file, an empty one, one over the limit, and bytes that are not UTF-8 text —
 * `File.text()` decodes those to U+FFFD, and a NUL byte marks a binary file renamed .txt.
 */
export async function readTextFile(file: File): Promise<TextFileRead> {
  const name = `“${file.name}”`;
  if (!looksLikeText(file))
    return {
      ok: false,
      message: `${name} is not a text file. Choose a .txt file (plain text, UTF-8).`,
    };
  if (file.size === 0) return { ok: false, message: `${name} is empty.` };
  if (file.size > MAX_BYTES)
    return {
      ok: false,
      message: `${name} is too big (${Math.ceil(file.size / 1024)} KB): a text may have at most ${UPLOAD_LIMITS.characters} characters.`,
    };
  let raw: string;
  try {
    raw = await file.text();
  } catch {
    return { ok: false, message: `${name} could not be read. Choose it again.` };
  }
  // The rule the API contract applies to an uploaded text too (UploadedText).
  if (looksUndecodable(raw))
    return {
      ok: false,
      message: `${name} is not plain UTF-8 text. Save it as plain text (.txt) in UTF-8 and choose it again.`,
    };
  const text = normaliseText(raw);
  if (text === '') return { ok: false, message: `${name} is empty.` };
  const tooLong = tooLongMessage(name, characterCount(text));
  return tooLong === null ? { ok: true, text } : { ok: false, message: tooLong };
}

/** A read file's first lines, for the teacher to recognise it; long lines are cut. */
export function previewLines(text: string, count = 3, width = 120): readonly string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, count)
    .map((line) => ([...line].length > width ? `${[...line].slice(0, width).join('')}…` : line));
}

/** A file read for the form as the teacher sees it confirmed: its name, size and first lines. */
export interface ReadFileSummary {
  readonly name: string;
  readonly characters: number;
  readonly lines: readonly string[];
}

export function summariseFile(name: string, text: string): ReadFileSummary {
  return { name, characters: characterCount(text), lines: previewLines(text) };
}
