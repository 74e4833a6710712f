/** Where services read the time, so tests can move it (issue #3: token expiry, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
