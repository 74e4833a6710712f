import { Link } from 'react-router-dom';
import type { WebinarView } from '@/application/webinars/ports';
import { SIGN_IN_PATH } from '@/domain/access/routes';
import { formatInZone } from '@/domain/webinars/webinarTime';
import { RefusalText } from '@/ui/components/PlanGate';

/** The viewer's own zone, as their browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * When a webinar starts: in the zone it was scheduled in, and in the viewer's when that is
 * another, so nobody has to work out the difference.
 */
export function WebinarTimes({ webinar }: { readonly webinar: WebinarView }) {
  const start = new Date(webinar.startsAt);
  const own = viewerTimeZone();
  return (
    <dl className="webinar-times">
      <dt>Starts</dt>
      <dd>
        <time dateTime={webinar.startsAt}>{formatInZone(start, webinar.timeZone)}</time> (
        {webinar.timeZone})
      </dd>
      {own !== webinar.timeZone && (
        <>
          <dt>Your time</dt>
          <dd>
            {formatInZone(start, own)} ({own})
          </dd>
        </>
      )}
      <dt>Duration</dt>
      <dd>{webinar.durationMinutes} minutes</dd>
    </dl>
  );
}

/**
 * A past webinar's recording: its link for plans with members-only recordings, otherwise the
 * plan's words with "Upgrade" leading to the subscriptions page (or, signed out, to sign in).
 */
export function WebinarRecordingBlock({
  webinar,
  signedIn,
}: {
  readonly webinar: WebinarView;
  readonly signedIn: boolean;
}) {
  const { recording } = webinar;
  if (recording.kind === 'none') return null;
  if (recording.kind === 'available')
    return (
      <p>
        <a href={recording.url} target="_blank" rel="noopener noreferrer">
          Watch the recording of “{webinar.title}”
        </a>
      </p>
    );
  return (
    <p className="notice plan-refusal" role="note">
      <span aria-hidden="true">🔒 </span>
      <RefusalText text={recording.message} />
      {!signedIn && (
        <>
          {' '}
          <Link to={SIGN_IN_PATH}>Sign in</Link>
        </>
      )}
    </p>
  );
}
