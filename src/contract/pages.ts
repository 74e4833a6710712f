import * as t from 'io-ts';

/*
 * Generic pages (spec §2 `/{id}`, issue #14): the public read and the admins' editor at
 * `/admin/pages`. Titles, bodies and slugs arrive as strings; the domain's rules
 * (src/domain/pages/pageRules.ts) judge them so that the admin reads the rule's own words.
 */

/** A page as the public reads it: published pages only. `updatedAt` is ISO 8601. */
export const PublicPage = t.type(
  { slug: t.string, title: t.string, bodyMarkdown: t.string, updatedAt: t.string },
  'PublicPage',
);
export type PublicPage = t.TypeOf<typeof PublicPage>;
export const PublicPageResponse = t.type({ data: PublicPage }, 'PublicPageResponse');

/** A page as the editor knows it, drafts included, with who changed it last. */
export const AdminPage = t.type(
  {
    slug: t.string,
    title: t.string,
    bodyMarkdown: t.string,
    published: t.boolean,
    updatedAt: t.string,
    updatedByEmail: t.union([t.string, t.null]),
  },
  'AdminPage',
);
export type AdminPage = t.TypeOf<typeof AdminPage>;
export const AdminPageResponse = t.type({ data: AdminPage }, 'AdminPageResponse');
export const AdminPageListResponse = t.type({ data: t.array(AdminPage) }, 'AdminPageListResponse');

export const PageSlugParams = t.strict({ slug: t.string }, 'PageSlugParams');

/** POST /admin/pages. */
export const PageCreateRequest = t.intersection(
  [
    t.strict({ slug: t.string, title: t.string, bodyMarkdown: t.string }),
    t.partial({ published: t.boolean }),
  ],
  'PageCreateRequest',
);
export type PageCreateRequest = t.TypeOf<typeof PageCreateRequest>;

/** PUT /admin/pages/:slug: the whole page as the editor holds it (unpublish: `published: false`). */
export const PageUpdateRequest = t.strict(
  { title: t.string, bodyMarkdown: t.string, published: t.boolean },
  'PageUpdateRequest',
);
export type PageUpdateRequest = t.TypeOf<typeof PageUpdateRequest>;

export const PAGE_MESSAGES = {
  slugTaken: 'A page already uses this address.',
} as const;
