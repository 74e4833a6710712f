import { describe, expect, it } from 'vitest';
import { contentViolations } from './contentInvariants';
import { FIXTURES, side } from './fixtures';

describe('hand-written question fixtures', () => {
  it.each(FIXTURES)('the %s satisfies the content invariants', (_name, content) => {
    expect(contentViolations(content)).toEqual([]);
  });

  it('the token notation glues punctuation, elisions and French spaced marks as written', () => {
    expect(side("J'/pron apporte/v des/det sandwichs/n +?").text).toBe("J'apporte des sandwichs ?");
    expect(side("I/pron 'll/aux go/v .").text).toBe("I'll go.");
  });
});
