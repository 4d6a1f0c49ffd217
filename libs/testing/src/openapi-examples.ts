import { Ajv2020 } from 'ajv/dist/2020.js';
import { operationsOf, type Content, type OpenApiDocument } from './openapi-rules.ts';

interface Exemplified {
  /** `METHOD /path request` or `METHOD /path <status>`, and the media type. */
  label: string;
  schema: unknown;
  examples: unknown[];
}

const COMPONENTS = '#/components/schemas/';
/** Where the document's components are registered for the validator. */
const DOCUMENT_ID = 'urn:csg:openapi';

/**
 * Each JSON request body and 2xx JSON response with the examples that illustrate it: those of its
 * media type (where @fastify/swagger moves a body's `examples`), else its schema's, else those of
 * the component its `$ref` names.
 */
function exemplifiedBodies(document: OpenApiDocument): Exemplified[] {
  const components = document.components?.schemas ?? {};
  const ownExamples = (holder: { example?: unknown; examples?: unknown }): unknown[] => {
    if (holder.example !== undefined) return [holder.example];
    if (Array.isArray(holder.examples)) return holder.examples as unknown[];
    // A media type's `examples` is a map of Example Objects.
    return Object.values((holder.examples ?? {}) as Record<string, { value?: unknown }>).map((e) => e.value);
  };
  const schemaExamples = (schema: unknown, seen = new Set<string>()): unknown[] => {
    if (typeof schema !== 'object' || schema === null) return [];
    const own = ownExamples(schema);
    const ref = (schema as { $ref?: unknown }).$ref;
    if (own.length > 0 || typeof ref !== 'string' || seen.has(ref)) return own;
    return schemaExamples(components[ref.replace(COMPONENTS, '')], seen.add(ref));
  };
  const bodies = (label: string, content: Content = {}) =>
    Object.entries(content)
      .filter(([type]) => /json/.test(type))
      .map(([type, media]) => {
        const own = ownExamples(media);
        return {
          label: `${label} ${type}`,
          schema: media.schema,
          examples: own.length ? own : schemaExamples(media.schema),
        };
      });
  return operationsOf(document).flatMap(([route, operation]) => [
    ...bodies(`${route} request`, operation.requestBody?.content),
    ...Object.entries(operation.responses ?? {})
      .filter(([status]) => /^2/.test(status))
      .flatMap(([status, response]) => bodies(`${route} ${status}`, response.content)),
  ]);
}

/**
 * Every JSON request body and 2xx JSON response that carries no example (an empty list is none).
 * Empty when the document keeps the rule.
 */
export function unexemplified(document: OpenApiDocument): string[] {
  return exemplifiedBodies(document)
    .filter(({ examples }) => examples.length === 0)
    .map(({ label }) => `${label}: no example`);
}

/**
 * Every example that its own schema refuses, with the validator's reasons. Formats are not
 * asserted: zod spells uuid, date-time and e-mail out as patterns, which are.
 */
export function invalidExamples(document: OpenApiDocument): string[] {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ components: document.components ?? {} }, DOCUMENT_ID);
  const anchored = (schema: unknown): object =>
    JSON.parse(JSON.stringify(schema ?? {}).replaceAll(`"${COMPONENTS}`, `"${DOCUMENT_ID}${COMPONENTS}`)) as object;
  return exemplifiedBodies(document).flatMap(({ label, schema, examples }) => {
    const validate = ajv.compile(anchored(schema));
    return examples.flatMap((example, index) =>
      validate(example) ? [] : [`${label}: example ${index + 1}: ${ajv.errorsText(validate.errors)}`],
    );
  });
}
