// Department pupils as one pool (issue #13 "a department buys pupils once", finished in #14).
// A member of an organisation whose owner holds the Department plan adds pupils against the
// department's pupil limit (the plan's plus its add-ons), counting the pupils of every member
// and of the owner, not their own alone; otherwise five members of a 300-pupil department
// could have 300 each.
//
// Decision where the issue is silent: the entitlements give a member the larger of their own
// pupil limit and the pool's. When their own is larger (their own bigger plan, or UNLIMITED),
// they count against their own, alone, as before; when the pool is as large or larger, they
// draw from the pool.

/** A pupil limit and the pupils counted against it. */
export interface PupilCount {
  readonly limit: number;
  readonly pupils: number;
}

/** Which limit and count a teacher's new pupils are checked against. */
export function pupilCountFor(own: PupilCount, pool: PupilCount | undefined): PupilCount {
  return pool !== undefined && pool.limit >= own.limit ? pool : own;
}
