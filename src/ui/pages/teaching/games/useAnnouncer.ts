import { useCallback, useState } from 'react';

/**
 * Text for a polite live region. Screen readers skip a message identical to the one before
 * (two wrong tries in a row), so every other message carries an invisible no-break space.
 */
export function useAnnouncer(): readonly [string, (message: string) => void] {
  const [state, setState] = useState({ message: '', count: 0 });
  const announce = useCallback(
    (message: string) => setState((previous) => ({ message, count: previous.count + 1 })),
    [],
  );
  return [state.message + (state.count % 2 === 1 ? '\u00a0' : ''), announce] as const;
}
