import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import type { AccountResult } from '@/application/account/accountService';
import type { ResourceGateway } from '@/application/resources/ports';
import { failureOf, useSubmission } from '@/ui/components/useSubmission';
import {
  fieldProblem,
  INITIAL_UPLOAD_VALUES,
  toUploadRequest,
  UPLOAD_FIELDS,
  uploadProblems,
  type UploadErrors,
  type UploadField,
  type UploadMode,
  type UploadValues,
} from './uploadForm';

/** Shown when a failure carries no words of its own (spec §8). */
const FALLBACK = 'Something went wrong';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : FALLBACK;

interface FormState {
  readonly values: UploadValues;
  readonly errors: UploadErrors;
}

type FormAction =
  | { readonly type: 'changed'; readonly field: UploadField; readonly value: string }
  | { readonly type: 'checked'; readonly errors: UploadErrors };

/**
 * Messages appear on submit, then follow the typing of the fields already in error. Every field
 * in error is checked again on any change, not only the one typed in: "same language twice"
 * must go away whichever of the two languages the teacher changes.
 */
function reducer(mode: UploadMode) {
  return (state: FormState, action: FormAction): FormState => {
    if (action.type === 'checked') return { ...state, errors: action.errors };
    const values = { ...state.values, [action.field]: action.value };
    const errors: Partial<Record<UploadField, string>> = {};
    for (const field of UPLOAD_FIELDS) {
      if (state.errors[field] === undefined) continue;
      const message = fieldProblem(mode, field, values);
      if (message !== null) errors[field] = message;
    }
    return { values, errors };
  };
}

/**
 * The state of the /add_resource and /upload_resource form and its one call: on submit the
 * fields are checked (`focus` gets the first one in error), then the text goes to
 * `gateway.upload` once at a time. A refusal keeps every value typed and reads as `failure`.
 */
export function useUploadForm({
  mode,
  gateway,
  focus,
  onUploaded,
}: {
  readonly mode: UploadMode;
  readonly gateway: ResourceGateway;
  readonly focus: (field: UploadField) => void;
  readonly onUploaded: (id: number) => void;
}) {
  const [state, dispatch] = useReducer(reducer(mode), {
    values: INITIAL_UPLOAD_VALUES,
    errors: {},
  });
  const { state: submission, submit } = useSubmission<number>();
  // React state changes only on the next render; two presses within one must not send twice.
  const inFlight = useRef(false);
  // An answer arriving after the teacher left the page must not take them to the review.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const sending = submission.status === 'sending';

  const setValue = (field: UploadField, value: string) =>
    dispatch({ type: 'changed', field, value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const errors = uploadProblems(mode, state.values);
    dispatch({ type: 'checked', errors });
    const firstInvalid = UPLOAD_FIELDS.find((field) => errors[field] !== undefined);
    if (firstInvalid !== undefined) {
      focus(firstInvalid);
      return;
    }
    const request = toUploadRequest(state.values);
    if (request === null) return;
    inFlight.current = true;
    void submit(async (): Promise<AccountResult<number>> => {
      try {
        const resource = await gateway.upload(request);
        return { ok: true, value: resource.id };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    }).then((result) => {
      inFlight.current = false;
      if (result.ok && mounted.current) onUploaded(result.value);
    });
  };

  return {
    values: state.values,
    errors: state.errors,
    setValue,
    onSubmit,
    sending,
    failure: failureOf(submission),
  };
}
