import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { fromRoot } from '../../paths';

/*
 * Parlo's routes check their input with io-ts codecs (defineRoute), not with Fastify's JSON
 * schemas, so Fastify's schema compilers (ajv, fast-json-stringify) have nothing to compile.
 * Fastify still loads both when an app is created, a sixth of `npm start` on a small machine
 * (issue #9): these load each only when a route first declares a schema it must compile.
 */

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Factory = (...args: unknown[]) => unknown;

// Fastify's own dependencies, resolved as Fastify resolves them.
const require = createRequire(createRequire(fromRoot('package.json')).resolve('fastify'));

function loadedOnFirstCall(module: string): Factory {
  let factory: Factory | undefined;
  return (...args) => {
    factory ??= (require(module) as () => Factory)();
    return factory(...args);
  };
}

export function lazySchemaCompilers(): FastifyServerOptions['schemaController'] {
  return {
    compilersFactory: {
      buildValidator: loadedOnFirstCall('@fastify/ajv-compiler'),
      buildSerializer: loadedOnFirstCall('@fastify/fast-json-stringify-compiler'),
    } as CompilersFactory,
  };
}
