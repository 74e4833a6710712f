/** Shows a failure to the user (a toast in the browser). Adapters report through it, never through UI code. */
export interface Notifier {
  error(message: string): void;
  success(message: string): void;
}

/** Where failures that the user need not see go (tour, analytics: spec §8 "only logged"). */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}
