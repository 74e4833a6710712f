export interface HashInputsOptions {
  /** The folder `inputs` are relative to. */
  readonly root: string;
  /** Files or folders the build reads, relative to `root`; absent ones count as empty. */
  readonly inputs: readonly string[];
  /** Further lines the build depends on (environment variables). */
  readonly extra?: readonly string[];
  /** Where file stats are kept between calls, so unchanged files are not read again; null: none. */
  readonly manifest?: string | null;
}

/** A hash of every input file, by path and content, and of `extra`. */
export function hashInputs(options: HashInputsOptions): string;
