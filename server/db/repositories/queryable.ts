import type { Db } from '../client';

/** The pool's query builder or an open transaction: repositories work on either. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
