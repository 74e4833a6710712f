import type { ActivityKind } from '@/domain/activity/eventKinds';
import type { ActivityStream } from '@/contract/activityStream';

/*
 * What the admin's activity stream needs from outside (issue #14, `/activity_stream`). The
 * answer's type is the contract's (src/contract/activityStream.ts).
 */

/** The filters as the page holds them; an empty string means "any". */
export interface StreamFilterValues {
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
  /** A user's id or e-mail address. */
  readonly user: string;
  readonly page: string;
  readonly kind: ActivityKind | '';
}

export interface ActivityStreamGateway {
  /** GET /activity_stream with the filters; `since` asks only for events after that cursor. */
  read(filters: StreamFilterValues, since: string | null): Promise<ActivityStream>;
}
