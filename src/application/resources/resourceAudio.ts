import type { TrackLoader } from '@/application/teaching/ports';
import type { AudioKind, AudioTrack, ResourceGateway } from './ports';
import type { ResourceDoor } from './resourceRead.machine';

/** A recording or an uploaded file, as the review page's audio widgets hand it over. */
export interface NewAudioTrack {
  readonly kind: AudioKind;
  readonly fileName: string;
  readonly data: Blob;
}

/**
 * A resource's stored audio tracks (spec §2 preview audio, §5 teaching screen): the calls the
 * review page's widgets and the audio player make, so that no page holds the gateway.
 */
export interface ResourceAudio {
  /** The track loader for one resource, through the door the page read it by. */
  loader(resourceId: number, door: ResourceDoor): TrackLoader;
  /** Stores a track; resolves with it as the server stored it (its id, type, duration). */
  add(resourceId: number, track: NewAudioTrack): Promise<AudioTrack>;
  remove(resourceId: number, trackId: number): Promise<void>;
}

export function makeResourceAudio({ gateway }: { gateway: ResourceGateway }): ResourceAudio {
  return {
    // The public door has no session: a shared resource's tracks come through the shared route.
    loader: (resourceId, door) => (trackId) =>
      door === 'public'
        ? gateway.sharedAudio(resourceId, trackId)
        : gateway.audio(resourceId, trackId),
    add: (resourceId, track) => gateway.addAudio(resourceId, track),
    remove: (resourceId, trackId) => gateway.removeAudio(resourceId, trackId),
  };
}
