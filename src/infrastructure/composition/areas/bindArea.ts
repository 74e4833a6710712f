import type { Container } from 'inversify';
import type { SessionHttp } from '@/infrastructure/http/sessionHttp';
import { TOKENS, type Platform } from '../tokens';

/**
 * Binds an area's services, built over the platform and the session's HTTP client, once per
 * container, and gives them: every later call (another page of the area) gets the same
 * singletons, as the core's bindings are.
 */
export function bindArea<T>(
  container: Container,
  token: symbol,
  build: (platform: Platform, sessionHttp: SessionHttp) => T,
): T {
  if (!container.isBound(token))
    container
      .bind<T>(token)
      .toResolvedValue(build, [TOKENS.Platform, TOKENS.SessionHttp])
      .inSingletonScope();
  return container.get<T>(token);
}
