import swaggerUi from '@fastify/swagger-ui';
import { OPENAPI_PATH, type App } from '@csg/server';
import type { FastifyRequest } from 'fastify';
import type { OpenApiDocument } from './merge-documents.ts';
import type { PublicDocument } from './public-document.ts';

export const DOCS_PATH = '/docs';

/**
 * The reference page may load from the edge alone: the browser is told so, whatever the page's
 * scripts would try. Inline styles stay allowed: Swagger UI sets style attributes as it renders.
 */
export const DOCS_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * GET /openapi.json: the merged public document. GET /docs: Swagger UI over it, its assets served
 * from the installed package. Both open to anyone and before setup, like /health: they describe
 * the routes, whose every use still needs its credential.
 */
export async function openapiRoutes(app: App, { document }: { document: PublicDocument }) {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => document());

  // Swagger UI reads the document from `/docs/json`, which it answers from the edge's own one:
  // the merged one is read before the handler and handed over in place of it.
  const merged = new WeakMap<FastifyRequest, OpenApiDocument>();
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null },
    uiHooks: {
      preHandler: (request, _reply, done) => {
        if (!/\/(json|yaml)$/.test(request.url.split('?')[0] ?? '')) return done();
        document().then((read) => {
          merged.set(request, read);
          done();
        }, done);
      },
    },
    transformSpecificationClone: false,
    transformSpecification: (own, request) => merged.get(request) ?? own,
  });
}
