import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { evaluate, isMap, type EvalContext } from './template-eval.ts';
import { chartFunctions, type Lookup } from './template-functions.ts';
import { TemplateError } from './template-lexer.ts';
import { parseTemplate, type Node } from './template-parser.ts';

export interface RenderOptions {
  /** Merged over values.yaml as `helm install -f` does: maps merge, lists and scalars replace, null deletes. */
  values?: Record<string, unknown>;
  release?: { name?: string; namespace?: string };
  lookup?: Lookup;
}

export interface RenderedChart {
  /** Every Kubernetes object the chart renders, in template-file order. */
  objects: Record<string, unknown>[];
  notes: string;
}

const INCLUDE_DEPTH_LIMIT = 100;

/** Deep merge with Helm's rules for values files. */
export function mergeValues(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    if (value === null) delete merged[key];
    else if (isMap(value) && isMap(current)) merged[key] = mergeValues(current, value);
    else merged[key] = value;
  }
  return merged;
}

/** The evaluation context of one chart: its named templates, include bounded in depth, and lookup. */
function evalContext(defines: Map<string, Node[]>, lookup: Lookup = () => ({})): EvalContext {
  let depth = 0;
  const include = (name: string, data: unknown): string => {
    const body = defines.get(name);
    if (!body) throw new TemplateError(`no template named "${name}"`);
    if (++depth > INCLUDE_DEPTH_LIMIT) throw new TemplateError('include nested too deep');
    try {
      return evaluate(body, data, context);
    } catch (err) {
      throw err instanceof TemplateError ? new TemplateError(`in "${name}": ${err.message}`) : err;
    } finally {
      depth -= 1;
    }
  };
  const context: EvalContext = { functions: chartFunctions(include, lookup), strict: true };
  return context;
}

/** One template on its own (its own named templates only), for the renderer's tests. */
export function renderTemplate(source: string, data: unknown, lookup?: Lookup): string {
  const { body, defines } = parseTemplate(source);
  return evaluate(body, data, evalContext(defines, lookup));
}

const readYaml = (path: string): Record<string, unknown> => {
  const value: unknown = parse(readFileSync(path, 'utf8'), { version: '1.1' });
  if (!isMap(value)) throw new TemplateError(`${path} is not a YAML map`);
  return value;
};

/**
 * Renders a chart the way `helm template` would, within the template subset this package reads:
 * named templates from every file (`_helpers.tpl` included), then each manifest template, its
 * output split into YAML documents. Fails on any template or YAML error.
 */
export function renderChart(chartDir: string, options: RenderOptions = {}): RenderedChart {
  const chart = readYaml(join(chartDir, 'Chart.yaml'));
  const values = mergeValues(readYaml(join(chartDir, 'values.yaml')), options.values ?? {});
  const templatesDir = join(chartDir, 'templates');
  const files = readdirSync(templatesDir).sort();

  const defines = new Map<string, Node[]>();
  const parsed = files.map((file) => {
    const template = parseTemplate(readFileSync(join(templatesDir, file), 'utf8'));
    for (const [name, body] of template.defines) defines.set(name, body);
    return { file, body: template.body };
  });

  const context = evalContext(defines, options.lookup);
  const root = {
    Values: values,
    Release: {
      Name: options.release?.name ?? 'csg',
      Namespace: options.release?.namespace ?? 'default',
      Service: 'Helm',
    },
    Chart: { Name: chart.name, Version: chart.version, AppVersion: chart.appVersion },
  };

  const objects: Record<string, unknown>[] = [];
  let notes = '';
  for (const { file, body } of parsed) {
    if (file.startsWith('_')) continue;
    let output: string;
    try {
      output = evaluate(body, root, context);
    } catch (err) {
      throw err instanceof TemplateError ? new TemplateError(`${file}: ${err.message}`) : err;
    }
    if (file === 'NOTES.txt') {
      notes = output;
      continue;
    }
    // YAML 1.1, as the API server reads manifests: an unquoted `off` or `yes` is a boolean there.
    for (const document of parseAllDocuments(output, { version: '1.1' })) {
      if (document.errors.length > 0) throw new TemplateError(`${file}: ${document.errors[0]?.message}`);
      const object: unknown = document.toJS();
      if (object === null || object === undefined) continue;
      if (!isMap(object)) throw new TemplateError(`${file}: a document that is not a map`);
      objects.push(object);
    }
  }
  return { objects, notes };
}
