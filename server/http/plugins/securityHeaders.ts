import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { isHttps } from '../../config';

/**
 * Security headers on every answer (issue #3). The CSP allows no inline or foreign script;
 * inline styles stay allowed because the toast and tour libraries inject <style> elements,
 * and a style cannot run code. HSTS only over https, where it cannot lock out a plain-http
 * local install.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = isHttps(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Nothing is embedded from elsewhere; COEP would only get in the way of future media.
    crossOriginEmbedderPolicy: false,
  });
}
