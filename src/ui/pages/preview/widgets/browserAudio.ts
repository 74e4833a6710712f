// The browser's audio APIs, looked up when used rather than at import, so a test can stub them
// (vi.stubGlobal) and a browser without one of them degrades instead of crashing.

/** `speechSynthesis`, or null where the browser has none. */
export function speechSynthesisOrNull(): SpeechSynthesis | null {
  const scope = globalThis as { speechSynthesis?: SpeechSynthesis };
  return scope.speechSynthesis ?? null;
}

/** The utterance constructor, or null where speech synthesis is missing. */
export function utteranceConstructorOrNull(): typeof SpeechSynthesisUtterance | null {
  const scope = globalThis as { SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance };
  return scope.SpeechSynthesisUtterance ?? null;
}

/** `MediaRecorder`, or null where the browser cannot record. */
export function mediaRecorderOrNull(): typeof MediaRecorder | null {
  const scope = globalThis as { MediaRecorder?: typeof MediaRecorder };
  return typeof scope.MediaRecorder === 'function' ? scope.MediaRecorder : null;
}

/** `getUserMedia`; missing outside a secure context (http) and in old browsers. */
export function mediaDevicesOrNull(): MediaDevices | null {
  const scope = globalThis as { navigator?: { mediaDevices?: MediaDevices } };
  const devices = scope.navigator?.mediaDevices;
  return typeof devices?.getUserMedia === 'function' ? devices : null;
}
