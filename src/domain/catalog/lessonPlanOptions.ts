// What a lesson plan can be built around (spec §9 "Lesson-plan options"). Values are ours; the
// spec lists the options only.

export const LESSON_PLAN_OPTIONS = [
  { value: 'projector', label: 'Projector' },
  { value: 'focus', label: 'Focus' },
  { value: 'ability', label: 'Ability' },
  { value: 'audio_player', label: 'Audio player' },
  { value: 'printed_vocab', label: 'Printed vocab' },
  { value: 'worksheet', label: 'Worksheet' },
] as const;
export type LessonPlanOption = (typeof LESSON_PLAN_OPTIONS)[number]['value'];

export const LESSON_PLAN_OPTION_VALUES: readonly LessonPlanOption[] = LESSON_PLAN_OPTIONS.map(
  (option) => option.value,
);
