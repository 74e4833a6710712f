import { RESOURCE_TEXT_LIMITS } from '@/domain/catalog/limits';

/*
 * A resource's hashtags, one rule for the forms and the API contract: stored without `#`, in
 * lower case, letters, digits, `_` and `-`, at most RESOURCE_TEXT_LIMITS.hashtagLength long.
 */

const HASHTAG = new RegExp(
  `^[\\p{L}\\p{M}\\p{N}_-]{1,${String(RESOURCE_TEXT_LIMITS.hashtagLength)}}$`,
  'u',
);

/** Whether `tag` (already without `#`) is a hashtag the server stores. */
export function isHashtag(tag: string): boolean {
  return HASHTAG.test(tag);
}

/**
 * The tags a teacher typed: separated by spaces or commas (also the Chinese and Japanese
 * ones), `#` optional, lower case, each once, in the order typed.
 */
export function parseHashtags(value: string): readonly string[] {
  const tags = value
    .split(/[\s,，、]+/u)
    .map((tag) => tag.replace(/^#+/u, '').toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}
