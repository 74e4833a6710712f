import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECORDING_BITS_PER_SECOND,
  RECORDING_MAX_MS,
  pickRecordingMimeType,
  recordingContainer,
  type RecordingMimeType,
} from '@/domain/audio/recording';
import { mediaDevicesOrNull, mediaRecorderOrNull } from './browserAudio';

/** Why recording could not start or finish. */
export type RecorderProblem = 'unsupported' | 'denied' | 'no-microphone' | 'busy' | 'failed';

export interface Recording {
  readonly blob: Blob;
  /** An object URL for the preview player; revoked when the recording is discarded. */
  readonly url: string;
  readonly mimeType: RecordingMimeType;
  readonly madeAt: Date;
  readonly durationMs: number;
  /** The recorder stopped itself at the maximum length. */
  readonly reachedLimit: boolean;
}

export type RecorderState =
  | { readonly status: 'idle' }
  | { readonly status: 'requesting' }
  | { readonly status: 'recording'; readonly elapsedMs: number }
  | { readonly status: 'recorded'; readonly recording: Recording }
  | { readonly status: 'failed'; readonly problem: RecorderProblem };

/** How often the elapsed time is refreshed. */
const TICK_MS = 250;

/** The DOMException names of getUserMedia, in the words the panel explains. */
function problemOf(error: unknown): RecorderProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'no-microphone';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

function clearTimer(timer: { current: number | null }) {
  if (timer.current !== null) window.clearInterval(timer.current);
  timer.current = null;
}

function revoke(url: { current: string | null }) {
  if (url.current !== null) URL.revokeObjectURL(url.current);
  url.current = null;
}

/** Gives the microphone back: the browser's "recording" indicator goes out. */
function release(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Records from the microphone with MediaRecorder, up to `maxMs`, in the first container the
 * browser supports. The microphone is held only while recording.
 */
export function useRecorder({ maxMs = RECORDING_MAX_MS }: { readonly maxMs?: number } = {}): {
  readonly state: RecorderState;
  /** The browser has what recording needs (it may still be refused the microphone). */
  readonly supported: boolean;
  readonly start: () => Promise<void>;
  readonly stop: () => void;
  /** Forgets the recording (or the failure) and frees its object URL. */
  readonly discard: () => void;
} {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);
  const url = useRef<string | null>(null);
  const mounted = useRef(true);
  /** Whether the stop under way is the recorder reaching `maxMs`. */
  const reachedLimitRef = useRef(false);

  const Recorder = mediaRecorderOrNull();
  const supported =
    Recorder !== null &&
    mediaDevicesOrNull() !== null &&
    pickRecordingMimeType((type) => Recorder.isTypeSupported(type)) !== null;

  const stopRecorder = useCallback((reachedLimit: boolean) => {
    const active = recorder.current;
    if (active === null || active.state === 'inactive') return;
    reachedLimitRef.current = reachedLimit;
    active.stop();
  }, []);

  const start = useCallback(async () => {
    const MediaRecorderClass = mediaRecorderOrNull();
    const devices = mediaDevicesOrNull();
    const mimeType =
      MediaRecorderClass === null
        ? null
        : pickRecordingMimeType((type) => MediaRecorderClass.isTypeSupported(type));
    if (MediaRecorderClass === null || devices === null || mimeType === null) {
      setState({ status: 'failed', problem: 'unsupported' });
      return;
    }
    revoke(url);
    setState({ status: 'requesting' });
    let media: MediaStream;
    try {
      media = await devices.getUserMedia({ audio: true });
    } catch (error) {
      if (mounted.current) setState({ status: 'failed', problem: problemOf(error) });
      return;
    }
    if (!mounted.current) {
      release(media);
      return;
    }
    let active: MediaRecorder;
    try {
      active = new MediaRecorderClass(media, {
        mimeType,
        audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
      });
    } catch {
      release(media);
      setState({ status: 'failed', problem: 'failed' });
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    stream.current = media;
    recorder.current = active;
    reachedLimitRef.current = false;
    active.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    active.onerror = () => {
      clearTimer(timer);
      release(media);
      stream.current = null;
      recorder.current = null;
      if (mounted.current) setState({ status: 'failed', problem: 'failed' });
    };
    active.onstop = () => {
      clearTimer(timer);
      release(media);
      stream.current = null;
      recorder.current = null;
      if (!mounted.current) return;
      // The server stores the bare container type; the recorder's may carry codecs.
      const type = recordingContainer(active.mimeType) ?? mimeType;
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        setState({ status: 'failed', problem: 'failed' });
        return;
      }
      revoke(url);
      url.current = URL.createObjectURL(blob);
      setState({
        status: 'recorded',
        recording: {
          blob,
          url: url.current,
          mimeType: type,
          madeAt: new Date(startedAt),
          durationMs: Math.min(Date.now() - startedAt, maxMs),
          reachedLimit: reachedLimitRef.current,
        },
      });
    };
    active.start();
    setState({ status: 'recording', elapsedMs: 0 });
    timer.current = window.setInterval(() => {
      const elapsedMs = Date.now() - startedAt;
      if (elapsedMs >= maxMs) {
        setState({ status: 'recording', elapsedMs: maxMs });
        stopRecorder(true);
      } else {
        setState({ status: 'recording', elapsedMs });
      }
    }, TICK_MS);
  }, [maxMs, stopRecorder]);

  const stop = useCallback(() => stopRecorder(false), [stopRecorder]);

  const discard = useCallback(() => {
    revoke(url);
    setState({ status: 'idle' });
  }, []);

  // Leaving the page mid-recording: stop, release the microphone, free the preview.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer(timer);
      const active = recorder.current;
      if (active !== null && active.state !== 'inactive') active.stop();
      release(stream.current);
      stream.current = null;
      recorder.current = null;
      revoke(url);
    };
  }, []);

  return { state, supported, start, stop, discard };
}
