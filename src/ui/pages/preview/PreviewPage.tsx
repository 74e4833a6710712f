import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EditorActor } from '@/application/resources/editor.machine';
import { questionTypesFor, type QuestionType } from '@/domain/catalog/questionTypes';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import {
  firstMissingFeature,
  questionTypesWithinPlan,
} from '@/domain/privileges/requestedFeatures';
import { TEXT_CHANGES, type TextChange } from '@/domain/catalog/textChanges';
import { shortReason, unavailableReason } from '@/domain/questions/unavailableReasons';
import { audienceLabel } from '@/domain/catalog/levels';
import { fullText } from '@/domain/resource/content';
import { estimateLevel, LEVEL_SAMPLE_WORDS } from '@/domain/resource/levelEstimate';
import { writtenByLabel } from '@/domain/resource/writtenBy';
import { useServices } from '@/ui/app/ServicesContext';
import { usePageTitle } from '@/ui/app/usePageTitle';
import { usePrivileges } from '@/ui/app/usePrivileges';
import { CheckboxList } from '@/ui/components/CheckboxList';
import { NOT_IN_PLAN, QUESTION_TYPES_LOCKED } from '@/ui/components/Choice';
import { FormAlert } from '@/ui/components/FormAlert';
import { ModalDialog } from '@/ui/components/ModalDialog';
import { PlanRefusal, RefusalText } from '@/ui/components/PlanGate';
import { questionTypeOptions } from '@/ui/components/catalogOptions';
import { EditorStatus } from './EditorStatus';
import { HashtagsField, ResourceNameField } from './ResourceFields';
import { SentenceEditor } from './SentenceEditor';
import { useResourceEditor } from './useResourceEditor';
import { AudioTracksPanel } from './widgets/AudioTracksPanel';
import '@/ui/components/choices.css';
import './preview.css';

/**
 * `/preview/{id}` (spec §2 preview): the generated texts for the teacher to check before any
 * question is made from them — both texts editable, text changes with Rewrite, audio tracks,
 * hashtags and the question types — then "Create questions" goes on to the activities. The
 * editor machine loads the resource by id, so a reload loses nothing that was saved; a header
 * link raises the spec's "Hold on" modal.
 */
export function PreviewPage() {
  usePageTitle('Review your resource');
  const { id, valid, actor, snapshot, busy, progressLabel, guard, navigate } = useResourceEditor(
    'review',
    (id, path) => path.startsWith('/activities/') && path.endsWith(`/${String(id)}`),
  );
  const { context } = snapshot;

  const activities = snapshot.matches('Activities');
  useEffect(() => {
    if (activities) void navigate(`/activities/preview/${String(id)}`);
  }, [activities, id, navigate]);

  if (!valid) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Review your resource</h1>
        <EditorStatus message="This address names no resource." />
      </section>
    );
  }

  return (
    <section className="page preview-page" aria-labelledby="page-title">
      <h1 id="page-title">Review your resource</h1>
      <EditorStatus
        snapshot={snapshot}
        onRetry={() => actor.send({ type: 'user.retry' })}
        progressLabel={progressLabel}
      />
      {context.content === null ||
      context.resource === null ||
      snapshot.matches('NotOwner') ? null : (
        <ReviewForm actor={actor} busy={busy} />
      )}
      {snapshot.matches('ConfirmLeaveReview') && (
        <ModalDialog
          title="Hold on - you haven't yet displayed your interactive resource!"
          onEscape={() => {
            guard.stay();
            actor.send({ type: 'user.continue' });
          }}
          actions={[
            {
              label: 'Continue',
              kind: 'primary',
              onClick: () => {
                guard.stay();
                actor.send({ type: 'user.continue' });
              },
            },
            { label: 'Exit', onClick: () => actor.send({ type: 'user.exit' }) },
          ]}
        >
          <p>
            Are you sure you want to exit? The resource stays in My resources as a draft, but
            changes made on this page since its questions were last created are not saved, and
            pupils cannot use it until you create its questions and display it.
          </p>
        </ModalDialog>
      )}
    </section>
  );
}

/**
 * The text's measured level beside the level asked for (issue #12, E9), recomputed as the
 * teacher edits: a B1 request that reads as A2 is said here, before any question is made.
 */
function EstimatedLevel({
  content,
  asked,
}: {
  readonly content: Parameters<typeof estimateLevel>[0];
  readonly asked: string;
}) {
  const { cefr, measures, tentative } = estimateLevel(content);
  return (
    <p className="field-hint" data-testid="estimated-level">
      Estimated level of this text: <strong>{cefr}</strong> ({measures.wordsPerSentence.toFixed(1)}{' '}
      words a sentence); you asked for {asked}.
      {tentative
        ? ` The text is too short (under ${LEVEL_SAMPLE_WORDS} words) for the estimate to be sure.`
        : ''}
    </p>
  );
}

function ReviewForm({ actor, busy }: { readonly actor: EditorActor; readonly busy: boolean }) {
  const context = useSelector(actor, (s) => s.context);
  const error = useSelector(actor, (s) => s.context.error);
  const { resources } = useServices();
  const privileges = usePrivileges();
  const [change, setChange] = useState<TextChange | null>(null);
  const changeHintId = useId();
  const { resource, content } = context;
  if (resource === null || content === null) return null;
  const types = questionTypesFor(content.resourceType);
  // A type the plan lacks, or that this text cannot give (a teacher's own text has no facts for
  // comprehension), is shown locked with the reason and never sent.
  const reasonOf = (type: QuestionType) => unavailableReason(content, type, resource.writtenBy);
  const cannot = (type: QuestionType) => {
    const reason = reasonOf(type);
    return reason === undefined ? undefined : shortReason(reason).short;
  };
  // A reason too long to sit beside each choice is said once below them.
  const hints = [
    ...new Set(
      types.flatMap((type) => {
        const reason = reasonOf(type);
        return reason !== undefined && shortReason(reason).hint ? [reason] : [];
      }),
    ),
  ];
  const allowed = questionTypesWithinPlan(types, privileges).filter(
    (type) => cannot(type) === undefined,
  );
  const chosen = context.questionTypes.filter((type) => allowed.includes(type));
  // Rewriting is the generator's work, as the server decides; a dialogue's needs Dialogues too.
  const rewriteLacks: PrivilegeName | undefined = privileges.createAiResources
    ? firstMissingFeature({ resourceType: content.resourceType }, privileges)
    : 'createAiResources';
  const toggleType = (value: string) => {
    const next = chosen.includes(value as QuestionType)
      ? chosen.filter((type) => type !== value)
      : allowed.filter((type) => type === value || chosen.includes(type));
    actor.send({ type: 'user.edit', patch: { questionTypes: next } });
  };
  const report = resource.report;

  return (
    <div className="preview-form">
      <FormAlert message={error} />
      <p className="preview-written-by">{writtenByLabel(resource.writtenBy)}</p>
      {report !== null &&
        (report.topicMatched === 'nearest' ||
          report.notes.length > 0 ||
          report.unusedVocabulary.length > 0) && (
          <div className="preview-report" role="note" aria-label="How the text was written">
            <h2>How the text was written</h2>
            <ul>
              {report.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
              {report.unusedVocabulary.length > 0 && (
                <li>Words that could not be used: {report.unusedVocabulary.join(', ')}.</li>
              )}
            </ul>
          </div>
        )}

      <section className="preview-section" aria-labelledby="preview-details" data-tour="hashtags">
        <h2 id="preview-details">Name and hashtags</h2>
        <ResourceNameField
          value={context.name}
          disabled={busy}
          onChange={(name) => actor.send({ type: 'user.edit', patch: { name } })}
        />
        <HashtagsField
          value={context.hashtags}
          disabled={busy}
          onChange={(hashtags) => actor.send({ type: 'user.edit', patch: { hashtags } })}
        />
      </section>

      <section className="preview-section" aria-labelledby="preview-text" data-tour="edit-text">
        <h2 id="preview-text">Text and translation</h2>
        <p className="field-hint">
          Edit any sentence or its translation; the change is kept when you leave the box.
        </p>
        <EstimatedLevel content={content} asked={audienceLabel(resource.level)} />
        <SentenceEditor
          content={content}
          disabled={busy}
          onChange={(next) => actor.send({ type: 'user.edit', patch: { content: next } })}
        />
      </section>

      <section className="preview-section" aria-labelledby="preview-change" data-tour="text-change">
        <h2 id="preview-change">Change the text</h2>
        {rewriteLacks !== undefined ? (
          <PlanRefusal privilege={rewriteLacks} />
        ) : (
          <>
            <fieldset className="text-changes" aria-describedby={changeHintId}>
              <legend>How should the text change?</legend>
              <p id={changeHintId} className="field-hint">
                Longer, Shorter, Simpler and More Complex are written by Parlo itself; the others
                need an AI provider. Rewriting replaces the text and its translation.
              </p>
              <ul className="choice-list">
                {TEXT_CHANGES.map((option) => (
                  <li key={option.value} className="choice">
                    <input
                      type="radio"
                      id={`change-${option.value}`}
                      name="text-change"
                      value={option.value}
                      checked={change === option.value}
                      onChange={() => setChange(option.value)}
                    />
                    <label htmlFor={`change-${option.value}`}>
                      {option.label}{' '}
                      {option.offline ? null : <span className="provider-mark">(AI provider)</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <button
              type="button"
              className="button"
              disabled={busy || change === null}
              onClick={() => {
                if (change !== null) actor.send({ type: 'user.rewrite', change });
              }}
            >
              Rewrite
            </button>
          </>
        )}
      </section>

      <section className="preview-section" aria-labelledby="preview-audio" data-tour="audio-tracks">
        <h2 id="preview-audio">Audio</h2>
        <AudioTracksPanel
          language={content.language.target}
          text={fullText(content, 'target')}
          speech={context.edits.speech !== undefined ? context.edits.speech : resource.speech}
          onSpeechChange={(speech) => actor.send({ type: 'user.edit', patch: { speech } })}
          tracks={context.audio}
          busy={busy}
          onAdd={async (track) => {
            const stored = await resources.audio.add(resource.id, track);
            actor.send({ type: 'audio.added', track: stored });
          }}
          onRemove={async (trackId) => {
            await resources.audio.remove(resource.id, trackId);
            actor.send({ type: 'audio.removed', trackId });
          }}
          loadTrack={resources.audio.loader(resource.id, 'teacher')}
        />
      </section>

      <section
        className="preview-section"
        aria-labelledby="preview-questions"
        data-tour="question-types"
      >
        <h2 id="preview-questions">Question types</h2>
        <CheckboxList
          name="question-types"
          options={questionTypeOptions(types)}
          checked={(value) => chosen.includes(value as QuestionType)}
          onToggle={toggleType}
          lockedBecause={(value) =>
            allowed.includes(value as QuestionType)
              ? undefined
              : (cannot(value as QuestionType) ?? NOT_IN_PLAN)
          }
        />
        {types.some((type) => !allowed.includes(type) && cannot(type) === undefined) && (
          <p className="notice plan-refusal" role="note">
            <RefusalText text={QUESTION_TYPES_LOCKED} />
          </p>
        )}
        {hints.map((hint) => (
          <p key={hint} className="field-hint">
            {hint}
          </p>
        ))}
        <div className="form-actions">
          <Link className="button button-quiet" to="/select_resources">
            Back to Home
          </Link>
          <button
            type="button"
            className="button button-primary"
            data-tour="create-questions"
            disabled={busy || chosen.length === 0}
            onClick={() => actor.send({ type: 'user.createQuestions', types: chosen })}
          >
            Create questions
          </button>
        </div>
        {chosen.length === 0 && <p className="field-hint">Choose at least one question type.</p>}
      </section>
    </div>
  );
}
