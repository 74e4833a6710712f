import { resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import { firstMissingFeature, type FeatureRequest } from '@/domain/privileges/requestedFeatures';
import type { UserInfo } from '@/domain/session/userInfo';
import { missingPrivilege } from './defineRoute';

/**
 * The 403 body for the first feature a request's body asks for that the caller's plan lacks
 * (a dialogue, a question type), or null when the plan has them all. A route's own feature is
 * declared on its access instead; this covers what only the decoded body tells. Routes call it
 * before their service, so a refused request generates and stores nothing.
 */
export function refusedFeature(
  user: UserInfo,
  request: FeatureRequest,
): { readonly message: string } | null {
  const missing = firstMissingFeature(request, resolvePrivileges({ sessionPayload: user }));
  return missing === undefined ? null : missingPrivilege(missing);
}
