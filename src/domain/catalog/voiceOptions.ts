// Where a resource's audio comes from (spec §9 "Voice options").

export const VOICE_OPTIONS = [
  { value: 'ai_voiceover', label: 'AI voiceover' },
  { value: 'record', label: 'Record' },
  { value: 'upload_mp3', label: 'Upload MP3' },
] as const;
export type VoiceOption = (typeof VOICE_OPTIONS)[number]['value'];

export const VOICE_OPTION_VALUES: readonly VoiceOption[] = VOICE_OPTIONS.map(
  (option) => option.value,
);
