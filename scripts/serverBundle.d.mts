/** The hash of the server's sources as they are now; a build's folder is named after it. */
export function serverSourcesHash(root: string): string;

/** The entry module of the bundle built from the current sources, or null when there is none. */
export function builtServer(root: string): string | null;

/**
 * Builds the bundle of the current sources unless it exists, in a child process. Resolves with
 * its entry, or null when the sources changed meanwhile; rejects with what vite said.
 */
export function ensureServerBuilt(root: string): Promise<string | null>;

/** Bundles `entry` (the server's by default) into `outDir`, in a child process. */
export function bundleServer(root: string, outDir: string, entry?: string): Promise<void>;
