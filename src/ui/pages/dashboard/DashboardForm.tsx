import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DETAILS } from '@/domain/catalog/details';
import { LANGUAGES, languageName } from '@/domain/catalog/languages';
import { questionTypeLabel } from '@/domain/catalog/questionTypes';
import { CheckboxList } from '@/ui/components/CheckboxList';
import { draftWithinPlan } from '@/domain/privileges/draftWithinPlan';
import type { PrivilegeName, Privileges } from '@/domain/privileges/privileges';
import { questionTypePrivilege, textStylePrivilege } from '@/domain/privileges/requestedFeatures';
import { DEFAULT_PRIVILEGES } from '@/domain/privileges/resolvePrivileges';
import { TENSES } from '@/domain/catalog/tenses';
import { TEXT_STYLES } from '@/domain/catalog/textStyles';
import { VOICE_OPTIONS } from '@/domain/catalog/voiceOptions';
import { WORD_COUNTS } from '@/domain/catalog/wordCounts';
import {
  availableQuestionTypes,
  changeResourceType,
  draftProblems,
  isOfflineLanguage,
  OFFLINE_LANGUAGES,
  removeVocabularyWord,
  toggleQuestionType,
  vocabularyWords,
  type DraftField,
} from '@/domain/draft/draftForm';
import {
  changeLanguages,
  selectedDetails,
  selectedTenses,
  toggleDetail,
  toggleTense,
  type CreationDraft,
} from '@/domain/draft/draftRules';
import { FormAlert } from '@/ui/components/FormAlert';
import { Choice, NOT_IN_PLAN, QUESTION_TYPES_LOCKED } from '@/ui/components/Choice';
import { PlanRefusal, RefusalText } from '@/ui/components/PlanGate';
import type { StoryOffers as StoryOffersValue } from '@/application/resources/creation.machine';
import { LevelPicker } from './LevelPicker';
import { StoryOffers } from './StoryOffers';
import '@/ui/components/choices.css';

export interface DashboardFormProps {
  readonly draft: CreationDraft;
  readonly onChange: (draft: CreationDraft) => void;
  readonly onGenerate: () => void;
  /** A generation is under way: the button says so and ignores presses. */
  readonly generating: boolean;
  /** Why the last generation failed, in the server's words; null when nothing failed. */
  readonly error: string | null;
  /** The built-in stories offered when the generator had none on the prompt's subject. */
  readonly offers?: StoryOffersValue | null | undefined;
  /** The teacher chose one of `offers`. */
  readonly onChooseStory?: ((title: string) => void) | undefined;
  /**
   * Set when generating cannot happen at all on this build: the button stays disabled and this
   * sentence says why.
   */
  readonly unavailable?: string | undefined;
  /** Given while an AI provider is still writing: the teacher may stop waiting. */
  readonly onCancel?: (() => void) | undefined;
  /**
   * The features of the teacher's plan (spec §6); every feature when left out. Styles and
   * question types it lacks are shown locked, and without createAiResources the Generate button
   * gives way to the plan's refusal.
   */
  readonly privileges?: Privileges | undefined;
}

/** How the summary under the Generate button names each field. */
const FIELD_NAMES: Readonly<Record<DraftField, string>> = {
  resourceType: 'Resource type',
  languages: 'Languages',
  audience: 'Audience level',
  count: 'Word count',
  title: 'Resource name',
  topic: 'Prompt',
  vocabulary: 'Vocabulary',
  voice: 'Audio',
  questionTypes: 'Question types',
};

// Fields whose problem shows only once the teacher has left them (a fresh form is not "wrong");
// the others follow from a choice just made, so they show at once.
const SHOWN_AFTER_BLUR: readonly DraftField[] = ['title', 'topic', 'audience'];

const OFFLINE_NAMES = OFFLINE_LANGUAGES.map(languageName)
  .sort((a, b) => a.localeCompare(b))
  .join(', ');

function LanguageSelect({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly describedBy: string;
  readonly invalid: boolean;
}) {
  const offline = LANGUAGES.filter((language) => isOfflineLanguage(language.code));
  const provider = LANGUAGES.filter((language) => !isOfflineLanguage(language.code));
  const option = (language: (typeof LANGUAGES)[number]) => (
    <option key={language.code} value={language.code}>
      {language.name === language.nativeName
        ? language.name
        : `${language.name} (${language.nativeName})`}
    </option>
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <optgroup label="Written offline by Parlo">{offline.map(option)}</optgroup>
        <optgroup label="Needs an AI provider">{provider.map(option)}</optgroup>
      </select>
    </div>
  );
}

/**
 * The dashboard (spec §2 "/select_resources", tour steps 1–11): the resource creation draft as a
 * form. It holds no draft of its own — every change goes out through `onChange` as a new draft
 * made by the domain's rules — so a page, a machine or a test can drive it.
 */
export function DashboardForm({
  draft,
  onChange,
  onGenerate,
  generating,
  error,
  offers = null,
  onChooseStory,
  unavailable,
  onCancel,
  privileges = DEFAULT_PRIVILEGES,
}: DashboardFormProps) {
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [languagesReset, setLanguagesReset] = useState(false);

  // A draft kept from before the plan changed may hold a locked choice: it is dropped, so the
  // form never sends what the server refuses. Not while generating: the draft is locked then.
  const planned = draftWithinPlan(draft, privileges);
  const withinPlan = planned === draft;
  useEffect(() => {
    if (!withinPlan && !generating) onChange(planned);
  }, [withinPlan, generating, planned, onChange]);
  const canGenerate = privileges.createAiResources;
  const lockedBecause = (privilege: PrivilegeName | undefined) =>
    privilege === undefined || privileges[privilege] ? undefined : NOT_IN_PLAN;
  /** The features among these the plan lacks, each once (issue #13: every lock links to the plans). */
  const lockedPrivileges = (names: readonly (PrivilegeName | undefined)[]) => [
    ...new Set(
      names.filter((name): name is PrivilegeName => name !== undefined && !privileges[name]),
    ),
  ];

  const problems = draftProblems(draft);
  const ready = Object.keys(problems).length === 0 && withinPlan;
  const shown = (field: DraftField): string | undefined =>
    SHOWN_AFTER_BLUR.includes(field) && !touched.has(field) ? undefined : problems[field];
  const touch = (field: DraftField) => setTouched((set) => new Set(set).add(field));

  const setLanguages = (languages: { readonly from?: string; readonly to?: string }) => {
    const next = changeLanguages(draft, languages);
    if (next === draft) return;
    setLanguagesReset(true);
    onChange(next);
  };
  const changeSelection = (next: CreationDraft) => {
    setLanguagesReset(false);
    onChange(next);
  };

  const needsProvider = [draft.to, draft.from].filter((code) => !isOfflineLanguage(code));
  const tenses = selectedTenses(draft);
  const details = selectedDetails(draft);
  const words = vocabularyWords(draft.vocabulary);
  const questionTypes = availableQuestionTypes(draft.resourceType);
  const missing = (Object.entries(problems) as [DraftField, string][]).map(
    ([field, message]) => `${FIELD_NAMES[field]}: ${message}`,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && canGenerate && !generating && unavailable === undefined) onGenerate();
  };

  return (
    <form className="form dashboard-form" noValidate onSubmit={submit}>
      {/* The draft cannot change while it is being generated: the controls are locked. */}
      <fieldset className="dashboard-fields" disabled={generating}>
        <legend className="visually-hidden">Describe your resource</legend>
        <div className="dashboard-column">
          <fieldset className="dashboard-step" data-tour="resource-type">
            <legend>Resource type</legend>
            <ul className="choice-list">
              {TEXT_STYLES.map((style) => (
                <Choice
                  key={style.value}
                  type="radio"
                  id={`resource-type-${style.value}`}
                  name="resource-type"
                  value={style.value}
                  label={style.label}
                  checked={draft.resourceType === style.value}
                  onChange={() => onChange(changeResourceType(draft, style.value))}
                  lockedBecause={lockedBecause(textStylePrivilege(style.value))}
                />
              ))}
            </ul>
            {/* Each locked style's feature once, with the plan's words and its Upgrade link. */}
            {lockedPrivileges(TEXT_STYLES.map((style) => textStylePrivilege(style.value))).map(
              (privilege) => (
                <PlanRefusal key={privilege} privilege={privilege} />
              ),
            )}
          </fieldset>

          <fieldset className="dashboard-step" data-tour="languages">
            <legend>Languages</legend>
            <div className="dashboard-pair">
              <LanguageSelect
                id="native-language"
                label="Native language"
                value={draft.from}
                onChange={(from) => setLanguages({ from })}
                describedBy="languages-note"
                invalid={problems.languages !== undefined}
              />
              <LanguageSelect
                id="target-language"
                label="Target language"
                value={draft.to}
                onChange={(to) => setLanguages({ to })}
                describedBy="languages-note"
                invalid={problems.languages !== undefined}
              />
            </div>
            <div id="languages-note">
              {problems.languages === undefined ? null : (
                <p role="alert" className="field-error">
                  {problems.languages}
                </p>
              )}
              {needsProvider.length === 0 ? null : (
                <p className="notice">
                  Parlo’s built-in generator writes {OFFLINE_NAMES}. For{' '}
                  {needsProvider.map(languageName).join(' and ')}, an AI provider must be configured
                  on the server.
                </p>
              )}
            </div>
          </fieldset>

          <fieldset className="dashboard-step" data-tour="audience-level">
            <legend>Audience level</legend>
            <LevelPicker
              value={draft.audience}
              onChange={(audience) => onChange({ ...draft, audience })}
              onBlur={() => touch('audience')}
              error={shown('audience')}
            />
          </fieldset>

          <div className="dashboard-step" data-tour="word-count">
            <div className="field">
              <label htmlFor="word-count">Word count</label>
              <select
                id="word-count"
                name="word-count"
                value={draft.count}
                onChange={(event) => onChange({ ...draft, count: Number(event.target.value) })}
              >
                {WORD_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count} words
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="dashboard-step" data-tour="resource-name">
            <div className="field">
              <label htmlFor="resource-name">Resource name</label>
              <input
                id="resource-name"
                name="resource-name"
                type="text"
                required
                value={draft.title}
                aria-invalid={shown('title') === undefined ? undefined : true}
                aria-describedby={shown('title') === undefined ? undefined : 'resource-name-error'}
                onChange={(event) => onChange({ ...draft, title: event.target.value })}
                onBlur={() => touch('title')}
              />
              {shown('title') === undefined ? null : (
                <p id="resource-name-error" className="field-error">
                  {shown('title')}
                </p>
              )}
            </div>
          </div>

          <div className="dashboard-step" data-tour="prompt">
            <div className="field">
              <label htmlFor="prompt">Prompt</label>
              <p id="prompt-hint" className="field-hint">
                Describe the topic: who, where, what happens.
              </p>
              <textarea
                id="prompt"
                name="prompt"
                rows={4}
                required
                value={draft.topic}
                aria-invalid={shown('topic') === undefined ? undefined : true}
                aria-describedby={
                  shown('topic') === undefined ? 'prompt-hint' : 'prompt-hint prompt-error'
                }
                onChange={(event) => onChange({ ...draft, topic: event.target.value })}
                onBlur={() => touch('topic')}
              />
              {shown('topic') === undefined ? null : (
                <p id="prompt-error" className="field-error">
                  {shown('topic')}
                </p>
              )}
            </div>
          </div>
        </div>

        <div className="dashboard-column">
          <div className="dashboard-step" data-tour="tenses-details">
            <p role="status" className="dashboard-reset">
              {languagesReset
                ? 'The language changed, so tenses and details are back to their defaults.'
                : ''}
            </p>
            <fieldset className="dashboard-group">
              <legend>Tenses</legend>
              <CheckboxList
                name="tense"
                options={TENSES.map((tense) => ({ value: String(tense.code), label: tense.label }))}
                checked={(value) => tenses.includes(Number(value))}
                onToggle={(value) => changeSelection(toggleTense(draft, Number(value)))}
              />
            </fieldset>
            <fieldset className="dashboard-group">
              <legend>Details</legend>
              <CheckboxList
                name="detail"
                options={DETAILS.map((detail) => ({
                  value: String(detail.code),
                  label: detail.label,
                }))}
                checked={(value) => details.includes(Number(value))}
                onToggle={(value) => changeSelection(toggleDetail(draft, Number(value)))}
              />
            </fieldset>
          </div>

          <div className="dashboard-step" data-tour="vocabulary">
            <div className="field">
              <label htmlFor="vocabulary">Vocabulary to include</label>
              <p id="vocabulary-hint" className="field-hint">
                Separate words with commas, or put one on each line.
              </p>
              <textarea
                id="vocabulary"
                name="vocabulary"
                rows={3}
                value={draft.vocabulary}
                aria-invalid={problems.vocabulary === undefined ? undefined : true}
                aria-describedby={
                  problems.vocabulary === undefined
                    ? 'vocabulary-hint'
                    : 'vocabulary-hint vocabulary-error'
                }
                onChange={(event) => onChange({ ...draft, vocabulary: event.target.value })}
              />
              {problems.vocabulary === undefined ? null : (
                <p id="vocabulary-error" role="alert" className="field-error">
                  {problems.vocabulary}
                </p>
              )}
            </div>
            {words.length === 0 ? null : (
              <ul className="chips" aria-label="Words to include">
                {words.map((word) => (
                  <li key={word.toLocaleLowerCase()} className="chip">
                    <span>{word}</span>
                    <button
                      type="button"
                      className="chip-remove"
                      aria-label={`Remove ${word}`}
                      onClick={() => onChange(removeVocabularyWord(draft, word))}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <fieldset className="dashboard-step" data-tour="audio-tracks">
            <legend>Audio</legend>
            <p id="audio-hint" className="field-hint">
              The AI voiceover is made for you. You record your own voice or upload an MP3 at the
              review step.
            </p>
            <ul className="choice-list" aria-describedby="audio-hint">
              {VOICE_OPTIONS.map((voice) => (
                <Choice
                  key={voice.value}
                  type="radio"
                  id={`voice-${voice.value}`}
                  name="voice"
                  value={voice.value}
                  label={voice.label}
                  checked={draft.voice === voice.value}
                  onChange={() => onChange({ ...draft, voice: voice.value })}
                />
              ))}
            </ul>
          </fieldset>

          <fieldset className="dashboard-step" data-tour="question-types">
            <legend>Question types</legend>
            <ul className="choice-list">
              {questionTypes.map((type) => (
                <Choice
                  key={type}
                  type="checkbox"
                  id={`question-type-${type}`}
                  name="question-type"
                  value={type}
                  label={questionTypeLabel(type) ?? type}
                  checked={draft.questionTypes.includes(type)}
                  onChange={() => onChange(toggleQuestionType(draft, type))}
                  lockedBecause={lockedBecause(questionTypePrivilege(type))}
                />
              ))}
            </ul>
            {lockedPrivileges(questionTypes.map(questionTypePrivilege)).length > 0 && (
              <p className="notice plan-refusal" role="note">
                <RefusalText text={QUESTION_TYPES_LOCKED} />
              </p>
            )}
            {problems.questionTypes === undefined ? null : (
              <p role="alert" className="field-error">
                {problems.questionTypes}
              </p>
            )}
          </fieldset>
        </div>
      </fieldset>

      <div className="dashboard-generate" data-tour="generate">
        <FormAlert message={error} />
        {offers === null || onChooseStory === undefined ? null : (
          <StoryOffers offers={offers} onChoose={onChooseStory} disabled={generating} />
        )}
        {/* A generation restored from before the plan changed still shows its progress. */}
        {canGenerate || generating ? (
          <>
            <button
              type="submit"
              className="button button-primary"
              disabled={!ready || unavailable !== undefined}
              aria-disabled={generating ? true : undefined}
              aria-describedby="generate-status"
              data-analytics-id="dashboard-generate"
            >
              {generating ? 'Generating…' : 'Generate for review'}
            </button>
            {onCancel === undefined ? null : (
              <button type="button" className="button button-quiet" onClick={onCancel}>
                Stop waiting
              </button>
            )}
            <div id="generate-status" aria-live="polite" className="dashboard-status">
              {unavailable === undefined ? null : <p>{unavailable}</p>}
              {generating ? <p>Parlo is writing your resource and its translation…</p> : null}
              {missing.length === 0 || generating ? null : (
                <>
                  <p>Before generating:</p>
                  <ul>
                    {missing.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </>
        ) : (
          <>
            <PlanRefusal privilege="createAiResources" />
            <p className="dashboard-own-text">
              You can still <Link to="/add_resource">add a text of your own</Link> and make
              activities from it.
            </p>
          </>
        )}
      </div>
    </form>
  );
}
