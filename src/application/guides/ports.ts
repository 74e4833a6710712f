/**
 * The user guides (issue #14): Markdown files of the repository, each loaded on demand. Ids
 * are known at once (the file names); a guide's text arrives when asked for.
 */
export interface GuideLibrary {
  /** Every guide's id, in the order the index lists them. */
  ids(): readonly string[];
  /** A guide's Markdown, null for an id that is not a guide. */
  load(id: string): Promise<string | null>;
}
