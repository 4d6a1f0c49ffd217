import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startEdge } from './edge-harness.ts';

interface Merged {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, { operationId: string; tags?: string[]; responses: Record<string, Content> }>>;
  components: { schemas: Record<string, unknown> };
  'x-unavailable-apps'?: string[];
}
type Content = { content: Record<string, { schema: unknown }> };

const operation = (operationId: string, schema: object) => ({
  operationId,
  summary: operationId,
  responses: { 200: { description: 'ok', content: { 'application/json': { schema } } } },
});

/** An app whose /openapi.json is `document`; anything else is a 404. */
function serving(document: object) {
  return (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const found = req.url === '/openapi.json';
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ? document : {}));
  };
}

const appDocument = (paths: object, schemas: object = {}) => ({
  openapi: '3.1.0',
  info: { title: 'app', version: '1.0.0' },
  paths,
  components: { schemas },
});

const chatPipeline = appDocument(
  {
    '/chat/completions': { post: operation('createChatCompletion', { $ref: '#/components/schemas/Item' }) },
    '/internal/session-turn': { post: operation('runSessionTurn', {}) },
    '/health': { get: operation('getHealth', {}) },
  },
  { Item: { type: 'string' } },
);
const admin = appDocument(
  { '/admin/tenants/{id}': { get: operation('getTenant', { $ref: '#/components/schemas/Item' }) } },
  { Item: { type: 'number' } },
);

describe('the edge OpenAPI reference', () => {
  it('merges the public routes of every app, leaves their internal routes out, and names an app that is down', async () => {
    const edge = await startEdge({
      'chat-pipeline': serving(chatPipeline),
      admin: serving(admin),
      sessions: serving(appDocument({})),
      'media-analysis': serving(appDocument({})),
      diagnostics: serving(appDocument({})),
      detection: null,
    });
    try {
      const res = await fetch(`${edge.url}/openapi.json`);
      expect(res.status).toBe(200);
      const document = (await res.json()) as Merged;
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths).sort()).toEqual(['/admin/tenants/{id}', '/chat/completions', '/health']);
      expect(document.paths['/health']?.['get']?.operationId).toBe('getEdgeHealth');
      expect(document.paths['/chat/completions']?.['post']?.tags).toEqual(['chat-pipeline']);
      // Two apps' different `Item`s both survive, each referenced by its own routes.
      expect(
        document.paths['/admin/tenants/{id}']?.['get']?.responses['200']?.content['application/json']?.schema,
      ).toEqual({
        $ref: '#/components/schemas/admin_Item',
      });
      expect(document.components.schemas).toEqual({ Item: { type: 'string' }, admin_Item: { type: 'number' } });
      expect(document['x-unavailable-apps']).toEqual(['detection']);
      expect(document.info.description).toContain('detection');
    } finally {
      await edge.close();
    }
  });

  it('leaves out an app that does not answer, after a bounded wait, instead of hanging or failing', async () => {
    const edge = await startEdge({
      'chat-pipeline': serving(chatPipeline),
      admin: serving(admin),
      sessions: serving(appDocument({})),
      'media-analysis': serving(appDocument({})),
      detection: serving(appDocument({})),
      diagnostics: (req) => req.resume(),
    });
    try {
      const started = Date.now();
      const res = await fetch(`${edge.url}/openapi.json`);
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(4_000);
      const document = (await res.json()) as Merged;
      expect(document['x-unavailable-apps']).toEqual(['diagnostics']);
      expect(Object.keys(document.paths)).toContain('/chat/completions');
    } finally {
      await edge.close();
    }
  });

  it('serves /docs, and the page, its script and its styles load nothing but the edge', async () => {
    const edge = await startEdge(
      Object.fromEntries(
        ['chat-pipeline', 'admin', 'sessions', 'media-analysis', 'diagnostics', 'detection'].map((name) => [
          name,
          serving(appDocument({})),
        ]),
      ),
    );
    try {
      const page = await fetch(`${edge.url}/docs`);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/https?:|\*/);
      const html = await page.text();
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) {
        expect(asset).toMatch(/^\/docs\/static\//);
        const loaded = await fetch(`${edge.url}${asset}`);
        expect({ asset, status: loaded.status }).toEqual({ asset, status: 200 });
        const text = await loaded.text();
        if (/\.css$/.test(asset)) expect(text).not.toMatch(/@import|url\(\s*['"]?(https?:)?\/\//);
      }
      const initializer = await (await fetch(`${edge.url}/docs/static/swagger-initializer.js`)).text();
      expect(initializer).not.toMatch(/https?:\/\/(?!stackoverflow\.com)/);
      const json = (await (await fetch(`${edge.url}/docs/json`)).json()) as Merged;
      expect(json.info.title).toBe('Content safety gateway');
    } finally {
      await edge.close();
    }
  });
});
