// Notices of spec §8 about a resource's activities, word for word.

/** An activity type the resource has no content for (shown to whoever opens it). */
export const NO_ACTIVITY_CONTENT_NOTICE =
  'The author has not generated content for this type of activity. Make your own by using a similar prompt, and be sure to generate the activity content.';
