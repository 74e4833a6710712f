import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../accessTokens';
import type { Clock } from '../clock';
import type { Mail } from '../mail';

/** What the account use cases need from outside: the database, time, settings, mail, token signing. */
export interface AuthDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Pick<
    Config,
    'publicUrl' | 'refreshIdleTtlSeconds' | 'refreshAbsoluteTtlSeconds' | 'refreshReuseGraceSeconds'
  >;
  readonly mail: Mail;
  readonly accessTokens: Pick<AccessTokens, 'sign'>;
}

/** `date` moved on by `seconds`. */
export const addSeconds = (date: Date, seconds: number): Date =>
  new Date(date.getTime() + seconds * 1000);
