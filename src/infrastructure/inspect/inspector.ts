import type { InspectionEvent, Observer } from 'xstate';

/** What every actor is created with when inspection is on: `createActor(machine, { inspect })`. */
export interface MachineInspector {
  inspect: Observer<InspectionEvent>;
}

/**
 * The Stately inspector (DESIGN.md §3), only in development with `VITE_INSPECT=1`. The
 * package is loaded by a dynamic import inside a branch that Vite turns into `if (false)` in
 * a production build, so the bundle contains none of it (tests/architecture/inspectorBundle).
 */
export async function createInspector(): Promise<MachineInspector | undefined> {
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return { inspect: createBrowserInspector().inspect };
  }
  return undefined;
}
