import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { selectRole } from '@/application/session/selectors';
import type { Resource } from '@/application/resources/ports';
import { setAsHomeworkHref } from '@/application/resources/resourceLinks';
import {
  selectGapMode,
  selectListenMode,
  selectPrinting,
  selectTools,
  type TeachingTool,
} from '@/application/teaching/teachingScreen.machine';
import { languageName } from '@/domain/catalog/languages';
import { layoutNeedsSentenceLines, screenLayout } from '@/domain/catalog/screenLayouts';
import { questionTypeLabel, type QuestionType } from '@/domain/catalog/questionTypes';
import {
  toggleFlipped,
  toggleLineBreaks,
  toggleShow,
  type DisplaySettings,
} from '@/domain/display/settings';
import type { ShowHideKey } from '@/domain/display/showHide';
import { presentTypes } from '@/domain/questions/editing';
import { CHUNKS_NOT_ALIGNED_NOTICE, chunkIssues } from '@/domain/questions/chunks';
import { NO_ACTIVITY_CONTENT_NOTICE } from '@/domain/questions/notices';
import { unavailableReason } from '@/domain/questions/unavailableReasons';
import type { WrittenBy } from '@/domain/resource/writtenBy';
import { tokenChunks } from '@/domain/resource/chunkMap';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { gapPartsIn, NO_GAPS, selectGaps } from '@/domain/teaching/gaps';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { usePrivileges } from '@/ui/app/usePrivileges';
import { LoadState } from '@/ui/components/LoadState';
import { PlanGate, PlanRefusal, usePlanRefusal } from '@/ui/components/PlanGate';
import { useLoadedResource } from '@/ui/components/useLoadedResource';
import { AudioPlayerControls } from './audio/AudioPlayer';
import { ListenControls } from './audio/ListenControls';
import { useAudioPlayer } from './audio/useAudioPlayer';
import { useTapToListen } from './audio/useTapToListen';
import { ChunkGame } from './games/ChunkGame';
import { MatchingGame } from './games/MatchingGame';
import { GapMenu } from './gaps/GapMenu';
import { QuestionPanels } from './questions/QuestionPanels';
import { WorksheetPrint } from '@/ui/pages/print/WorksheetPrint';
import { GappedText, type TokenHighlight } from './gaps/GappedText';
import { useGapState } from './gaps/useGapState';
import { ScreenLayout } from './layout/ScreenLayout';
import { useSentenceFocus } from './layout/useSentenceFocus';
import { SettingsBox } from './settings/SettingsBox';
import { highlightClass, settingsStyle, TEACH_SURFACE_CLASS } from './settings/settingsStyle';
import { useDisplaySettings, useTeachingScreen } from './settings/useDisplaySettings';
import { useShowHideKeys } from './settings/useShowHideKeys';
import { TransliterationToggle } from './transliteration/TransliterationToggle';
import { useTransliteration } from './transliteration/useTransliteration';
import { SlideImages } from './slides/SlideImages';
import { useResourceImages } from './slides/useResourceImages';
import { VocabSlides } from './slides/VocabSlides';
import './audio/audio.css';
import './teaching.css';

/** What the public door says of a resource that is missing, private or unfinished. */
export { NOT_SHARED_MESSAGE } from '@/application/resources/resourceRead.machine';

/**
 * The interactive teaching screen (issue #5), at `/text_translation/{id}` and `/resource/{id}`:
 * the text and its translation side by side for the projector, with gaps to fill, the show/hide
 * keys, flip, line breaks, the highlighter, the audio player and the display settings. The
 * resource is read once; everything the teacher does here is display state, kept on this
 * device (spec §3 display settings), never written back to the resource.
 */
export function TeachingScreenPage({ door }: { readonly door: 'teacher' | 'public' }) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { loaded, retry } = useLoadedResource(id, door);
  const title = door === 'teacher' ? 'Teaching screen' : 'Interactive resource';
  usePageTitle(loaded.state === 'ready' ? loaded.resource.name : title);

  if (loaded.state !== 'ready') {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <LoadState loaded={loaded} onRetry={retry} />
      </section>
    );
  }
  // A new resource starts a new screen: gaps and answers belong to the one they were made on.
  return <TeachingScreen key={loaded.resource.id} resource={loaded.resource} door={door} />;
}

/**
 * The classes a word gets: its part of speech's colour (highlighter), and its chunk's colour
 * and underline (chunk highlight), the same for a chunk and its translation, so aligned chunks
 * are seen together; the underline style differs too, so colour is not the only cue.
 */
function wordHighlight(
  side: 'target' | 'native',
  byPart: boolean,
  byChunk: boolean,
): TokenHighlight | undefined {
  if (!byPart && !byChunk) return undefined;
  const chunks = new WeakMap<AlignedSentence, readonly number[]>();
  return (token, sentence, index) => {
    const classes: string[] = [];
    if (byPart) classes.push(highlightClass(token.pos));
    if (byChunk) {
      const map = chunks.get(sentence) ?? tokenChunks(sentence, side);
      chunks.set(sentence, map);
      classes.push(`teach-chunk teach-chunk-${String((map[index] ?? 0) % 4)}`);
    }
    return classes.join(' ');
  };
}

// The screen renders again on every display change (a font step, a key); the large parts whose
// own inputs did not change are memoised so that change reaches the next paint sooner
// (README: input to next paint).
const Text = memo(GappedText);
const Questions = memo(QuestionPanels);
const Matching = memo(MatchingGame);
const Chunks = memo(ChunkGame);

/** A toolbar button that is on or off (aria-pressed), pointed at by the tour. */
function Toggle({
  pressed,
  tour,
  onToggle,
  disabledBecause,
  children,
}: {
  readonly pressed: boolean;
  readonly tour: string;
  readonly onToggle: () => void;
  /** Why it cannot be used now (shown as its title); enabled when absent. */
  readonly disabledBecause?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button teach-toggle"
      aria-pressed={pressed}
      data-tour={tour}
      disabled={disabledBecause !== undefined}
      title={disabledBecause}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

const SHOW_BUTTONS: readonly {
  key: ShowHideKey;
  part: keyof DisplaySettings['show'] | 'all';
  label: string;
}[] = [
  { key: 'T', part: 'target', label: 'Text' },
  { key: 'N', part: 'native', label: 'Translation' },
  { key: '?', part: 'questions', label: 'Questions' },
  { key: 'A', part: 'all', label: 'All' },
];

function TeachingScreen({
  resource,
  door,
}: {
  readonly resource: Resource;
  readonly door: 'teacher' | 'public';
}) {
  const { resources, session } = useServices();
  // The vocabulary print pages are for teachers only (spec §2); an admin has the worksheet.
  const teacherPrints = useSelector(session, selectRole) === 'public' && door === 'teacher';
  const { content } = resource;
  // The screen's flow (settings, focus, tools, gap mode, printing) is the machine's; the page
  // reads it and sends events.
  const screenActor = useTeachingScreen(content.sentences.length);
  const { settings, change } = useDisplaySettings(screenActor);
  const gaps = useGapState(content, 'target', resource.seed);
  const focus = useSentenceFocus(content.sentences, screenActor);
  const mode = useSelector(screenActor, selectGapMode);
  const { highlighter, blueBars, chunkHighlight } = useSelector(screenActor, selectTools);
  const toggleTool = (tool: TeachingTool) => screenActor.send({ type: 'user.toggleTool', tool });
  const chunksUnaligned = useMemo(() => chunkIssues(content).length > 0, [content]);
  const printing = useSelector(screenActor, selectPrinting);
  const transliteration = useTransliteration(resource, door);
  const privileges = usePrivileges();
  const noHighlighter = usePlanRefusal('highlightPartOfSpeech');
  const noWorksheets = usePlanRefusal('printWorksheets');
  const noVocabLists = usePlanRefusal('vocabLists');
  const toolbarLocks = (
    [
      ['highlightPartOfSpeech', noHighlighter],
      ['printWorksheets', noWorksheets],
      ['vocabLists', teacherPrints ? noVocabLists : undefined],
    ] as const
  ).flatMap(([privilege, refusal]) => (refusal === undefined ? [] : [privilege]));
  // One set of images for the screen: the slides change it, the layouts' picture strips show it.
  const images = useResourceImages(resource, door);
  const pictureArrangement = screenLayout(settings.layout).images;
  const loadTrack = useMemo(
    () => resources.audio.loader(resource.id, door),
    [resources.audio, resource.id, door],
  );
  const player = useAudioPlayer({
    content,
    speech: resource.speech,
    tracks: resource.audio,
    loadTrack,
    // Per-word audio is premium-only (spec §2): the plan's voiceover privilege grants it.
    perWordAllowed: privileges.voiceovers,
  });
  const screenRef = useRef<HTMLElement>(null);
  const listenMode = useSelector(screenActor, selectListenMode);
  useTapToListen(screenRef, player, listenMode, content.language.target);
  useShowHideKeys(
    useCallback((key: ShowHideKey) => change((current) => toggleShow(current, key)), [change]),
  );
  const highlightTarget = useMemo(
    () => wordHighlight('target', highlighter, chunkHighlight),
    [highlighter, chunkHighlight],
  );
  const highlightNative = useMemo(
    () => wordHighlight('native', highlighter, chunkHighlight),
    [highlighter, chunkHighlight],
  );
  const plain = useMemo(
    () => selectGaps(content, 'native', NO_GAPS, resource.seed),
    [content, resource.seed],
  );
  const gapParts = useMemo(() => gapPartsIn(content, 'target'), [content]);
  const { show } = settings;
  const allShown = show.target && show.native && show.questions;
  const types = presentTypes(resource.questions);
  const absent = resource.questionTypes.filter((type) => !types.includes(type));
  // A type this text can never give (a teacher's own text has no facts) says why, not "make your
  // own with a similar prompt".
  const explained = reasonsFor(content, absent, resource.writtenBy);
  const missing = absent.filter(
    (type) => unavailableReason(content, type, resource.writtenBy) === undefined,
  );
  const { target, native } = content.language;
  // The sentence-by-sentence layouts need a sentence per line; the focus layout shows one.
  const sentenceLines = settings.lineBreaks || layoutNeedsSentenceLines(settings.layout);
  const layout = screenLayout(settings.layout);
  const onlySentences = layout.texts === 'focus' ? focus.sentenceIds : undefined;
  const { questionsBeside } = layout;

  if (printing) {
    // The sheet replaces the screen, so printing gives the sheet and nothing of the screen.
    return (
      <WorksheetPrint
        resource={resource}
        onClose={() => screenActor.send({ type: 'user.closePrint' })}
      />
    );
  }

  const columns = [
    show.target && (
      <section
        key="target"
        className="teach-column teach-column-target"
        aria-label={`${languageName(target)} text`}
        data-tour="gap-fill"
      >
        <Text
          content={content}
          side="target"
          selection={gaps.selection}
          answers={gaps.answers}
          onAnswer={gaps.answer}
          revealed={gaps.revealed}
          mode={mode}
          gapLevel={settings.gapLevel}
          lineBreaks={sentenceLines}
          highlight={highlightTarget}
          annotate={transliteration.annotate}
          sentenceIds={onlySentences}
        />
      </section>
    ),
    show.native && (
      <section
        key="native"
        className="teach-column teach-column-native"
        aria-label={`${languageName(native)} translation`}
      >
        <Text
          content={content}
          side="native"
          selection={plain}
          answers={gaps.answers}
          onAnswer={gaps.answer}
          revealed={false}
          mode="type"
          lineBreaks={sentenceLines}
          highlight={highlightNative}
          sentenceIds={onlySentences}
        />
      </section>
    ),
  ];

  const questions = show.questions && (
    <section
      className="teach-questions"
      aria-labelledby="teach-activities"
      data-tour="question-types"
      data-native={show.native ? undefined : 'hidden'}
    >
      <h2 id="teach-activities">Questions</h2>
      {/* N hides the questions' translations with a style (teaching.css), not by rendering the
          panels again: their thousands of elements made the key miss its 50 ms (README). */}
      <Questions
        questions={resource.questions}
        content={content}
        showNative
        privileges={privileges}
      />
      {explained.map(({ reason, labels }) => (
        <p key={reason} className="notice" role="note">
          {labels}: {reason}
        </p>
      ))}
      {missing.length > 0 && (
        <div className="notice" role="note">
          <p>
            {missing.map((type) => questionTypeLabel(type)).join(', ')}:{' '}
            {NO_ACTIVITY_CONTENT_NOTICE}
          </p>
          {resource.owner && (
            <p>
              <Link to={`/activities/library/${String(resource.id)}`}>
                Create them on the activities page
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );

  return (
    <section
      ref={screenRef}
      className={`page teaching-page ${TEACH_SURFACE_CLASS}${listenMode === 'off' ? '' : ' teach-listening'}${blueBars ? ' teach-bars' : ''}`}
      style={settingsStyle(settings)}
      data-layout={settings.layout}
      aria-labelledby="page-title"
    >
      <header className="teach-header">
        <h1 id="page-title">{resource.name}</h1>
        <p className="teach-meta">
          {languageName(target)} for {languageName(native)} speakers · {resource.wordCount} words
          {resource.status === 'draft' ? ' · Draft' : ''}
          {resource.owner ? '' : ` · by ${resource.ownerName}`}
          {resource.owner && (
            <>
              {' · '}
              <Link to={`/activities/library/${String(resource.id)}`}>Edit the activities</Link>
            </>
          )}
          {/* A teacher sets homework from their own finished resources only (issue #10). */}
          {teacherPrints && resource.owner && resource.status === 'ready' && (
            <>
              {' · '}
              <Link to={setAsHomeworkHref(resource.id)}>Set as homework</Link>
            </>
          )}
        </p>
      </header>

      <div className="teach-toolbar" role="toolbar" aria-label="Teaching tools">
        <div className="teach-group" role="group" aria-label="Show or hide" data-tour="show-hide">
          {SHOW_BUTTONS.map((button) => (
            <button
              key={button.key}
              type="button"
              className="button teach-toggle"
              aria-pressed={button.part === 'all' ? allShown : show[button.part]}
              aria-keyshortcuts={button.key === '?' ? 'Shift+?' : button.key}
              onClick={() => change((current) => toggleShow(current, button.key))}
            >
              {button.label} <kbd>{button.key}</kbd>
            </button>
          ))}
        </div>
        <Toggle
          pressed={settings.flipped}
          tour="flip-language"
          onToggle={() => change(toggleFlipped)}
        >
          Flip languages
        </Toggle>
        {/* Layouts 3, 4 and 7 always put each sentence on a line: the button says so, and
            waits for a layout where it changes something. */}
        <Toggle
          pressed={sentenceLines}
          tour="line-breaks"
          onToggle={() => change(toggleLineBreaks)}
          disabledBecause={
            layoutNeedsSentenceLines(settings.layout)
              ? 'This layout always puts each sentence on a line of its own.'
              : undefined
          }
        >
          Line breaks
        </Toggle>
        <Toggle pressed={blueBars} tour="blue-bars" onToggle={() => toggleTool('blueBars')}>
          Blue bars
        </Toggle>
        <Toggle
          pressed={highlighter}
          tour="highlighter"
          onToggle={() => toggleTool('highlighter')}
          disabledBecause={noHighlighter}
        >
          Highlighter
        </Toggle>
        <TransliterationToggle control={transliteration} />
        <div className="teach-group" role="group" aria-label="Print" data-tour="print">
          <button
            type="button"
            className="button"
            onClick={() => screenActor.send({ type: 'user.print' })}
            disabled={noWorksheets !== undefined}
            title={noWorksheets}
          >
            Print a worksheet
          </button>
          {teacherPrints &&
            (noVocabLists === undefined ? (
              <>
                <Link className="button" to={`/vocab-print?id=${String(resource.id)}`}>
                  Print vocabulary
                </Link>
                <Link className="button" to={`/vocab-context-print?id=${String(resource.id)}`}>
                  Print vocabulary in context
                </Link>
              </>
            ) : (
              // A link cannot be disabled: a disabled button names the sheets and says why.
              <button type="button" className="button" disabled title={noVocabLists}>
                Print vocabulary
              </button>
            ))}
        </div>
        <Toggle
          pressed={chunkHighlight}
          tour="chunk-highlight"
          onToggle={() => toggleTool('chunkHighlight')}
        >
          Chunk highlight
        </Toggle>
        <div data-tour="settings">
          <SettingsBox settings={settings} onChange={change} />
        </div>
      </div>
      {/* A disabled button's title is seen by few and reached by no keyboard: what the plan
          lacks in the toolbar is said under it too, with its Upgrade link. */}
      {toolbarLocks.length > 0 && (
        <div className="teach-plan-locks">
          {toolbarLocks.map((privilege) => (
            <PlanRefusal key={privilege} privilege={privilege} />
          ))}
        </div>
      )}

      <div className="teach-gaps" data-tour="reveal-all">
        <PlanGate privilege="cloze">
          <GapMenu
            value={gaps.choice}
            onChange={gaps.setChoice}
            onRevealAll={gaps.revealAll}
            onReset={gaps.reset}
            parts={gapParts}
          />
          <fieldset className="teach-gap-mode">
            <legend>Answer by</legend>
            {(['type', 'choose'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="gap-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => screenActor.send({ type: 'user.gapMode', mode: value })}
                />{' '}
                {value === 'type' ? 'Typing' : 'Choosing'}
              </label>
            ))}
          </fieldset>
        </PlanGate>
      </div>

      <ScreenLayout
        layout={settings.layout}
        target={columns[0]}
        native={columns[1]}
        flipped={settings.flipped}
        questions={questionsBeside ? questions : undefined}
        images={
          pictureArrangement !== undefined && images.images.some(({ url }) => url !== null) ? (
            <SlideImages resource={resource} images={images} variant={pictureArrangement} />
          ) : undefined
        }
        sentenceCount={content.sentences.length}
        focus={focus}
      />
      {!show.target && !show.native && (
        <p className="teach-hidden-note">
          Both texts are hidden: press <kbd>T</kbd> or <kbd>N</kbd> to show them.
        </p>
      )}

      {/* Under the texts, so that on a projector's 1280×720 the text itself is what the class
          sees first; the controls above it are the ones that change what it shows. */}
      <div data-tour="audio-player">
        <AudioPlayerControls player={player} />
        <ListenControls
          player={player}
          content={content}
          mode={listenMode}
          onModeChange={(next) => screenActor.send({ type: 'user.listenMode', mode: next })}
        />
      </div>

      <section className="teach-games" aria-labelledby="teach-games" data-tour="matching-game">
        <h2 id="teach-games">Games</h2>
        <details className="teach-game">
          <summary>Matching game</summary>
          <PlanGate privilege="pairsGame">
            <Matching content={content} seed={resource.seed} headingLevel={3} />
          </PlanGate>
        </details>
        <details className="teach-game" data-tour="chunk-games">
          <summary>Chunk game</summary>
          {chunksUnaligned && (
            <div className="notice" role="note">
              <p>{CHUNKS_NOT_ALIGNED_NOTICE}</p>
              {resource.owner && (
                <p>
                  <Link to={`/activities/library/${String(resource.id)}`}>
                    Align the chunks on the activities page
                  </Link>
                </p>
              )}
            </div>
          )}
          <PlanGate privilege="textChunkingGame">
            <Chunks content={content} seed={resource.seed} headingLevel={3} />
          </PlanGate>
        </details>
        <details className="teach-game" data-tour="vocab-slides">
          <summary>Vocabulary slides</summary>
          <PlanGate privilege="keyVocabSlides">
            <VocabSlides resource={resource} door={door} images={images} headingLevel={3} />
          </PlanGate>
        </details>
      </section>

      {!questionsBeside && questions}
    </section>
  );
}

/** The chosen types the content can never give, grouped by the reason, labels joined. */
function reasonsFor(
  content: ResourceContent,
  types: readonly QuestionType[],
  writtenBy: WrittenBy,
): readonly { readonly reason: string; readonly labels: string }[] {
  const byReason = new Map<string, string[]>();
  for (const type of types) {
    const reason = unavailableReason(content, type, writtenBy);
    if (reason !== undefined)
      byReason.set(reason, [...(byReason.get(reason) ?? []), questionTypeLabel(type) ?? type]);
  }
  return [...byReason].map(([reason, labels]) => ({ reason, labels: labels.join(', ') }));
}
