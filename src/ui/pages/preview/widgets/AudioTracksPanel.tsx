import type { AudioTrack, SpeechSetting } from '@/application/resources/ports';
import type { LanguageCode } from '@/domain/catalog/languages';
import { AudioTrackList } from './AudioTrackList';
import { Mp3Upload } from './Mp3Upload';
import { RecorderControls, type AddTrack } from './RecorderControls';
import { VoiceoverControls } from './VoiceoverControls';
import './widgets.css';

export interface AudioTracksPanelProps {
  /** The target language: its voices read the text. */
  readonly language: LanguageCode;
  /** The target text the voiceover reads. */
  readonly text: string;
  readonly speech: SpeechSetting | null;
  readonly onSpeechChange: (next: SpeechSetting | null) => void;
  readonly tracks: readonly AudioTrack[];
  /** Stores a track; rejects with an Error whose message is the server's. */
  readonly onAdd: AddTrack;
  readonly onRemove: (trackId: number) => Promise<void>;
  /** The stored bytes of a track, to play. */
  readonly loadTrack: (trackId: number) => Promise<Blob>;
  /** The page is saving: actions that change the resource wait. */
  readonly busy?: boolean;
}

/** Spec §9 "Voice options": AI voiceover, a recording, an uploaded MP3, and the stored tracks. */
export function AudioTracksPanel({
  language,
  text,
  speech,
  onSpeechChange,
  tracks,
  onAdd,
  onRemove,
  loadTrack,
  busy = false,
}: AudioTracksPanelProps) {
  return (
    <div className="audio-panel">
      <VoiceoverControls
        language={language}
        text={text}
        speech={speech}
        onSpeechChange={onSpeechChange}
        busy={busy}
      />
      <RecorderControls onAdd={onAdd} busy={busy} />
      <Mp3Upload onAdd={onAdd} busy={busy} />
      <AudioTrackList tracks={tracks} onRemove={onRemove} loadTrack={loadTrack} busy={busy} />
    </div>
  );
}
