import type { TourStep } from '@/application/tour/tourSteps';
import type { RouteId } from '@/domain/access/routes';

/**
 * The guided tours of spec §2 "Guided tour pages". A step points at an element marked
 * `data-tour="…"`; the screens of later issues carry those marks, and until a mark is on the
 * page its step is skipped (spec §4) and the tour waits for a target to appear.
 */
export type TourPageId =
  | 'dashboard'
  | 'preview'
  | 'activities'
  | 'text_translation'
  | 'resource'
  | 'create_homework'
  | 'homework_classroom_result'
  | 'submit_task'
  | 'classrooms'
  | 'homework_result'
  | 'subscription_product';

const step = (mark: string, title: string, content: string): TourStep => ({
  target: `[data-tour="${mark}"]`,
  title,
  content,
});

/** Gives a tour's last step its guide: "Read the guide" opens it (issue #14). */
const withGuide =
  (guide: string) =>
  (item: TourStep, index: number, all: readonly TourStep[]): TourStep =>
    index === all.length - 1 ? { ...item, guide } : item;

// Fifteen steps, as issue #4 lists them (native and target language share one step).
const DASHBOARD: readonly TourStep[] = [
  step(
    'resource-type',
    'Resource type',
    'Choose a text, a dialogue, single sentences or a comprehensible text.',
  ),
  step(
    'languages',
    'Languages',
    'The language your pupils speak (translations use it) and the one they are learning.',
  ),
  step(
    'audience-level',
    'Audience level',
    'A CEFR level or your country’s school year sets the difficulty.',
  ),
  step('word-count', 'Word count', 'How long the text is, from 50 to 500 words.'),
  step('resource-name', 'Resource name', 'A name you will find again in your library.'),
  step('prompt', 'Prompt', 'Describe the topic: who, where, what happens.'),
  step(
    'tenses-details',
    'Tenses and details',
    'Pick the tenses and details to include, or leave the defaults.',
  ),
  step('vocabulary', 'Vocabulary', 'Words the text must use.'),
  step('audio-tracks', 'Audio tracks', 'A voiceover, your own recording or an uploaded MP3.'),
  step('question-types', 'Question types', 'The activities Parlo prepares from the text.'),
  step(
    'generate',
    'Generate for review',
    'Parlo writes the text and its translation for you to check.',
  ),
  step('review', 'Review', 'Read and correct the text, then choose its activities.'),
  step(
    'voice-change',
    'Last chance to change the voice',
    'Swap the voice before the audio is made.',
  ),
  step('finalise', 'Finalise', 'Save the resource and build its activities.'),
  step('redirect-modal', 'Where next', 'Open the resource on the teaching screen or keep editing.'),
].map(withGuide('steps-1-7-of-choosing-your-resource-options'));

const PREVIEW: readonly TourStep[] = [
  step('edit-text', 'Edit the text', 'Change either language directly.'),
  step('special-characters', 'Special characters', 'Type accents and letters your keyboard lacks.'),
  step(
    'text-change',
    'Rewrite',
    'Make the text longer, shorter, simpler and more, then press Rewrite.',
  ),
  step('audio-tracks', 'Audio tracks', 'Choose or record the audio.'),
  step('question-types', 'Question types', 'Choose the activities to create.'),
  step('hashtags', 'Hashtags', 'Tag the resource so that you and others can find it.'),
  step('create-questions', 'Create questions', 'Build the activities from the reviewed text.'),
].map(withGuide('review-page'));

const ACTIVITIES: readonly TourStep[] = [
  step('name-hashtags', 'Name and hashtags', 'Rename the resource and tag it.'),
  step('read-only-texts', 'Your texts', 'The reviewed texts, for reference.'),
  step('questions', 'Questions', 'Review and edit every question and its answer.'),
  step('alignment', 'Vocabulary and chunks', 'Keep both languages aligned item by item.'),
  step('lesson-plan', 'Lesson plan', 'Optionally generate a lesson plan.'),
  step('finish', 'Finish and display', 'Save and open the interactive resource.'),
].map(withGuide('activities'));

const TEACHING_SCREEN: readonly TourStep[] = [
  step('gap-fill', 'Gap-fill', 'Hide words by number, percentage or part of speech.'),
  step('reveal-all', 'Reveal all', 'Show every hidden word again.'),
  step('line-breaks', 'Line breaks', 'Put each sentence on its own line.'),
  step('blue-bars', 'Blue bars', 'Mark where sentences align across languages.'),
  step('flip-language', 'Flip language', 'Swap which language is on which side.'),
  step(
    'show-hide',
    'Show and hide',
    'Hide the target text, the translation or the questions (keys T, N, ?, A).',
  ),
  step('question-types', 'Questions', 'Open the question panels.'),
  step(
    'audio-player',
    'Audio player',
    'Play the text or a sentence; tap a word to hear it on the premium plans.',
  ),
  step('volume', 'Volume', 'Set the volume.'),
  step('speed', 'Speed', 'Slow the audio down or speed it up.'),
  step('highlighter', 'Highlighter', 'Colour words by part of speech.'),
  step('chunk-highlight', 'Chunk highlight', 'Highlight matching chunks in both languages.'),
  step(
    'transliteration',
    'Transliteration',
    'Show furigana, romaji or pinyin over the words, where the language has them.',
  ),
  step('matching-game', 'Matching game', 'Match words across the two languages.'),
  step('chunk-games', 'Chunk games', 'Rebuild sentences from their chunks.'),
  step('vocab-slides', 'Vocabulary slides', 'Drop images onto vocabulary slides.'),
  step('settings', 'Settings', 'Font, size, colours and levels.'),
  step('layouts', 'Screen layouts', 'Ten layouts for the projector.'),
  step('print', 'Print', 'Print worksheets and vocabulary lists.'),
  step('reset', 'Reset', 'Start the screen afresh.'),
].map(withGuide('teaching-screen'));

const CREATE_HOMEWORK: readonly TourStep[] = [
  step(
    'homework-resource',
    'The resource',
    'The homework is made from this resource’s own questions, vocabulary, chunks and audio.',
  ),
  step('homework-name', 'Name', 'The name your pupils and their results will show.'),
  step(
    'homework-tasks',
    'Tasks',
    'Parlo picks a balanced set from what the resource has. A task it cannot make says why.',
  ),
  step(
    'homework-pass-mark',
    'Pass mark',
    'The score a pupil needs to pass each task; results show it green or red.',
  ),
  step('homework-dates', 'Dates', 'When pupils can start, and the last day to hand it in.'),
  step(
    'homework-classrooms',
    'Classrooms',
    'Every pupil of the classrooms you choose gets the homework.',
  ),
  step('homework-submit', 'Set homework', 'Set it; the results fill in as pupils finish tasks.'),
].map(withGuide('classrooms-and-homework'));

// Issue #10: the class result page. The attempt step shows once a score has been opened.
const CLASS_RESULT: readonly TourStep[] = [
  step(
    'results-table',
    'Results by pupil and task',
    'Each pupil’s score per task: green when passed, red when not, a dash when not tried. A pass counts over later tries.',
  ),
  step('result-legend', 'Colours', 'What the colours and the dash mean.'),
  step('download-csv', 'Download CSV', 'Save the table for a spreadsheet or your markbook.'),
  step(
    'attempt-detail',
    'One attempt',
    'Choose a score to see that attempt question by question: the answer, the right one, the marking.',
  ),
].map(withGuide('classrooms-and-homework'));

// Issue #11: the pupil's task page, the first time a pupil opens a task.
const SUBMIT_TASK: readonly TourStep[] = [
  step(
    'task-header',
    'Your task',
    'The homework, the task you are on, and how many tasks it has. Your answers are saved on this device as you go.',
  ),
  step(
    'task-items',
    'Answer the questions',
    'Type, tap or drag your answers. Everything works with the keyboard too: Tab moves between answers.',
  ),
  step(
    'task-submit',
    'Send your answers',
    'Send them when you are ready. With no network they wait on this device and are sent when it comes back.',
  ),
];

// Issue #14's short tours. The tooltip's Next/Exit and dots are worked out when a step is
// shown, so each tour's marks are on the page together: the classrooms page marks its list
// region whether it is loading or empty, the other two mark nothing until their data is in.
const CLASSROOMS: readonly TourStep[] = [
  step(
    'classrooms-new',
    'New classroom',
    'Make one for each class you teach, with its language, level and academic year.',
  ),
  step(
    'classrooms-list',
    'Your classrooms',
    'Each class with its pupils and homework. Open one to add pupils, print their login cards, or set the class homework.',
  ),
  step(
    'classrooms-archived',
    'Archived classrooms',
    'Archive a class from its page at the end of the year: its pupils and results are kept here, and it can be brought back.',
  ),
].map(withGuide('classrooms-and-homework'));

const HOMEWORK_RESULTS: readonly TourStep[] = [
  step(
    'homework-filters',
    'Find a homework',
    'Search by homework or class, or narrow the list by language, academic year and whether it is still active.',
  ),
  step(
    'homework-list',
    'One row per class',
    'Every homework you set, once for each class it went to: when it is due, how many pupils finished and their average score.',
  ),
  step(
    'homework-open',
    'A class’s results',
    'Open a homework to see each pupil’s score per task, read one attempt question by question, and download the table as CSV.',
  ),
].map(withGuide('classrooms-and-homework'));

const SUBSCRIPTIONS: readonly TourStep[] = [
  step(
    'subscription-current',
    'Your plan',
    'The plan you are on, until when, and a change you have scheduled. Manage subscription lists its invoices.',
  ),
  step('subscription-interval', 'Monthly or yearly', 'Show the prices billed by month or by year.'),
  step(
    'subscription-plans',
    'Plans',
    'What each plan costs, how many teachers and pupils it allows, and the features it includes.',
  ),
  step(
    'subscription-change',
    'Changing plan',
    'An upgrade is charged for the rest of your period at once; a downgrade takes effect when your period ends, and nothing is deleted.',
  ),
].map(withGuide('subscriptions'));

export const TOUR_PAGES: Readonly<Record<TourPageId, readonly TourStep[]>> = {
  dashboard: DASHBOARD,
  preview: PREVIEW,
  activities: ACTIVITIES,
  text_translation: TEACHING_SCREEN,
  resource: TEACHING_SCREEN,
  create_homework: CREATE_HOMEWORK,
  homework_classroom_result: CLASS_RESULT,
  submit_task: SUBMIT_TASK,
  classrooms: CLASSROOMS,
  homework_result: HOMEWORK_RESULTS,
  subscription_product: SUBSCRIPTIONS,
};

const ROUTE_TOURS: Partial<Record<RouteId, TourPageId>> = {
  selectResources: 'dashboard',
  preview: 'preview',
  activities: 'activities',
  textTranslation: 'text_translation',
  resource: 'resource',
  createHomework: 'create_homework',
  homeworkClassroomResult: 'homework_classroom_result',
  submitTask: 'submit_task',
  classrooms: 'classrooms',
  homeworkResult: 'homework_result',
  subscriptionProducts: 'subscription_product',
};

/** The tour of the screen a route shows, if that screen has one. */
export function tourPageForRoute(routeId: RouteId): TourPageId | undefined {
  return ROUTE_TOURS[routeId];
}
