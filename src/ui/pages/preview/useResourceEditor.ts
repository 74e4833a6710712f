import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  selectEditorProgress,
  selectGuardsLeaving,
  type EditorStage,
} from '@/application/resources/editor.machine';
import { useServices } from '@/ui/app/ServicesContext';
import { useLeaveGuard } from '@/ui/app/useLeaveGuard';

const PROGRESS_LABELS = {
  loading: 'Loading…',
  rewriting: 'Rewriting the text…',
  creatingQuestions: 'Creating the questions…',
  saving: 'Saving…',
  finishing: 'Finishing…',
} as const;

/**
 * What the review and activities pages share: the editor machine for the resource the address
 * names, the leave guard that turns a header link into the machine's modal, and leaving once
 * the machine says Exit. `allowed` lists where the page may go without the modal (its own way
 * forward).
 */
export function useResourceEditor(
  stage: EditorStage,
  allowed: (id: number, path: string) => boolean,
) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { resources } = useServices();
  const navigate = useNavigate();
  const actor = useActorRef(resources.editor, { input: { id, stage } });
  const snapshot = useSelector(actor, (s) => s);
  const progress = selectEditorProgress(snapshot);

  const guard = useLeaveGuard({
    active: selectGuardsLeaving(snapshot),
    dirty: Object.keys(snapshot.context.edits).length > 0,
    allowed: (path) => allowed(id, path),
    onBlocked: (to) => actor.send({ type: 'user.leave', to }),
  });

  const exited = snapshot.matches('Exited');
  const { leaveTo } = snapshot.context;
  useEffect(() => {
    if (!exited) return;
    if (!guard.proceed() && leaveTo !== null) void navigate(leaveTo);
    // Only the arrival in Exited matters; the guard object changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exited]);

  return {
    id,
    /** The address names a resource id at all (`/preview/abc` does not). */
    valid: Number.isInteger(id) && id >= 1,
    actor,
    snapshot,
    busy: progress !== null,
    progressLabel: progress === null ? null : PROGRESS_LABELS[progress],
    guard,
    navigate,
  };
}
