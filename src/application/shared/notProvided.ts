/**
 * Placeholder implementation for an actor, guard or action that a machine declares in
 * `setup()` and the composition root must provide. Calling it means the wiring is missing.
 */
export function notProvided(name: string): () => never {
  return () => {
    throw new Error(`Machine dependency "${name}" was not provided by the composition root`);
  };
}
