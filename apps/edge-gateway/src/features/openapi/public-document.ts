import { OPENAPI_PATH } from '@csg/server';
import type { Upstream } from '../../route-table.ts';
import { mergeDocuments, type OpenApiDocument } from './merge-documents.ts';

/** An app that does not answer within this is left out of the document, which is never late by more. */
const FETCH_TIMEOUT_MS = 2_000;
/** Documents change only with a release; a short reuse spares the apps a burst of readers. */
const CACHE_MS = 10_000;

interface PublicDocumentOptions {
  /** The edge's own document (its routes other than the proxy). */
  own: () => OpenApiDocument;
  urls: Record<Upstream, string>;
  now?: () => number;
}

async function fetchDocument(url: string): Promise<OpenApiDocument> {
  const res = await fetch(`${url}${OPENAPI_PATH}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`status ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

/**
 * The merged public document, read from every internal app at request time and reused for
 * CACHE_MS. An app that is down, slow or answers an error is named as unavailable, never a 500.
 */
export function createPublicDocument({ own, urls, now = Date.now }: PublicDocumentOptions) {
  let cached: { at: number; document: Promise<OpenApiDocument> } | undefined;

  async function build(): Promise<OpenApiDocument> {
    const results = await Promise.all(
      (Object.entries(urls) as [Upstream, string][]).map(async ([name, url]) => {
        try {
          return [name, await fetchDocument(url)] as const;
        } catch {
          return [name, undefined] as const;
        }
      }),
    );
    const apps = Object.fromEntries(results.filter(([, document]) => document !== undefined));
    const unavailable = results.filter(([, document]) => document === undefined).map(([name]) => name);
    return mergeDocuments(own(), apps, unavailable);
  }

  return function publicDocument(): Promise<OpenApiDocument> {
    if (!cached || now() - cached.at >= CACHE_MS) cached = { at: now(), document: build() };
    return cached.document;
  };
}

export type PublicDocument = ReturnType<typeof createPublicDocument>;
