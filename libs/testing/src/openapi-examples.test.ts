import { describe, expect, it } from 'vitest';
import { invalidExamples, unexemplified } from './openapi-examples.ts';
import type { OpenApiDocument } from './openapi-rules.ts';

const json = (media: object) => ({ content: { 'application/json': media } });
const item = { type: 'object', properties: { id: { type: 'string' } } };

/** One POST whose request body and 201 response are the given media types. */
const documentWith = (request: object, response: object, schemas: object = {}): OpenApiDocument => ({
  openapi: '3.1.0',
  paths: { '/items': { post: { requestBody: json(request), responses: { 201: json(response) } } } },
  components: { schemas: schemas as Record<string, unknown> },
});

describe('every JSON request body and 2xx JSON response has an example', () => {
  it('names a request body and a response without one, or with an empty list of them', () => {
    expect(unexemplified(documentWith({ schema: item }, { schema: { ...item, examples: [] }, examples: {} }))).toEqual([
      'POST /items request application/json: no example',
      'POST /items 201 application/json: no example',
    ]);
  });

  it('accepts an example on the media type, in the schema, or on a referenced component', () => {
    const withRef = documentWith(
      { schema: item, example: { id: 'a' } },
      { schema: { $ref: '#/components/schemas/Item' } },
      { Item: { ...item, examples: [{ id: 'a' }] } },
    );
    expect(unexemplified(withRef)).toEqual([]);
    const inSchema = { schema: { ...item, examples: [{ id: 'a' }] } };
    expect(unexemplified(documentWith(inSchema, { examples: { one: { value: { id: 'a' } } } }))).toEqual([]);
  });

  it('fails a reference to a component without an example, and ignores non-JSON and error responses', () => {
    const document: OpenApiDocument = {
      openapi: '3.1.0',
      paths: {
        '/items': {
          post: {
            requestBody: json({ schema: { $ref: '#/components/schemas/Item' } }),
            responses: {
              200: { content: { 'text/plain': { schema: { type: 'string' } } } },
              400: json({ schema: item }),
            },
          },
        },
      },
      components: { schemas: { Item: item } },
    };
    expect(unexemplified(document)).toEqual(['POST /items request application/json: no example']);
  });
});

describe('every example validates against its own schema', () => {
  const strict = { ...item, required: ['id'], additionalProperties: false };

  it('passes examples that fit, through a reference too', () => {
    const document = documentWith(
      { schema: strict, example: { id: 'a' } },
      { schema: { $ref: '#/components/schemas/Item' } },
      { Item: { ...strict, examples: [{ id: 'b' }] } },
    );
    expect(invalidExamples(document)).toEqual([]);
  });

  it('names an example that its schema refuses, with the reason', () => {
    const document = documentWith(
      { schema: strict, example: { id: 1 } },
      { schema: { $ref: '#/components/schemas/Item' } },
      { Item: { ...strict, examples: [{ id: 'b', extra: true }] } },
    );
    expect(invalidExamples(document)).toEqual([
      'POST /items request application/json: example 1: data/id must be string',
      'POST /items 201 application/json: example 1: data must NOT have additional properties',
    ]);
  });
});
