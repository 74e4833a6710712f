import type { AdminPage, PageCreateRequest, PageUpdateRequest, PublicPage } from '@/contract/pages';

/** Generic pages (issue #14): the public read and the admins' editor. */
export interface PageGateway {
  /** `GET /pages/{slug}`: a published page, null when there is none (unknown or a draft). */
  readPublished(slug: string): Promise<PublicPage | null>;
  /** `GET /admin/pages`. */
  list(): Promise<readonly AdminPage[]>;
  /** `GET /admin/pages/{slug}`: null when there is none. */
  read(slug: string): Promise<AdminPage | null>;
  /** `POST /admin/pages`; rejects with the server's words. */
  create(request: PageCreateRequest): Promise<AdminPage>;
  /** `PUT /admin/pages/{slug}`; rejects with the server's words. */
  update(slug: string, request: PageUpdateRequest): Promise<AdminPage>;
}
