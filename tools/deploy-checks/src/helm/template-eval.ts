import { TemplateError } from './template-lexer.ts';
import type { Node, Operand, Pipeline } from './template-parser.ts';

export type TemplateFunction = (...args: unknown[]) => unknown;

export interface EvalContext {
  functions: Record<string, TemplateFunction>;
  /**
   * Strict: printing a missing value is an error. Helm prints it as an empty string, which hides
   * a misspelt values key; the checks want to hear about it.
   */
  strict: boolean;
}

export const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Go's template truth: false, 0, nil and empty strings, lists and maps are false. */
export function truth(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isMap(value)) return Object.keys(value).length > 0;
  return true;
}

/** `.A.B` on a value: a map's missing key is nil (as in Go); a field of nil is an error. */
export function walkPath(value: unknown, path: readonly string[], label: string): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || current === undefined) throw new TemplateError(`nil pointer evaluating ${label}.${key}`);
    if (!isMap(current)) throw new TemplateError(`can't evaluate field ${key} of ${label}: not a map`);
    current = Object.hasOwn(current, key) ? current[key] : undefined;
  }
  return current;
}

/** Variables live until the end of the block that declared them, as in Go. */
class Scope {
  readonly vars = new Map<string, unknown>();
  readonly parent: Scope | undefined;
  constructor(parent?: Scope) {
    this.parent = parent;
  }
  find(name: string): Scope | undefined {
    return this.vars.has(name) ? this : this.parent?.find(name);
  }
}

function printable(value: unknown, strict: boolean): string {
  if (value === null || value === undefined) {
    if (strict) throw new TemplateError('printed a missing value');
    return '';
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new TemplateError('printed a map or a list: pipe it through toYaml');
}

/** Evaluates a parsed template with `.` and `$` set to `data`. */
export function evaluate(body: Node[], data: unknown, context: EvalContext): string {
  const root = new Scope();
  root.vars.set('', data);
  return run(body, data, root, context);
}

function run(body: Node[], dot: unknown, scope: Scope, context: EvalContext): string {
  let out = '';
  for (const node of body) {
    if (node.kind === 'text') {
      out += node.text;
    } else if (node.kind === 'output') {
      const value = pipeline(node.pipeline, dot, scope, context);
      if (!node.pipeline.declare) out += printable(value, context.strict);
    } else if (node.kind === 'if') {
      const chosen = node.branches.find((b) => truth(pipeline(b.condition, dot, scope, context)));
      out += run(chosen ? chosen.body : node.otherwise, dot, new Scope(scope), context);
    } else {
      out += range(node, dot, scope, context);
    }
  }
  return out;
}

function range(node: Node & { kind: 'range' }, dot: unknown, scope: Scope, context: EvalContext): string {
  const names = node.pipeline.declare?.names ?? [];
  const collection = pipeline({ commands: node.pipeline.commands }, dot, scope, context);
  if (collection === null || collection === undefined) return '';
  let entries: [unknown, unknown][];
  // Go ranges over a map in key order.
  if (isMap(collection))
    entries = Object.keys(collection)
      .sort()
      .map((k) => [k, collection[k]]);
  else if (Array.isArray(collection)) entries = collection.map((v, i) => [i, v]);
  else throw new TemplateError('range over a value that is neither a list nor a map');
  let out = '';
  for (const [key, value] of entries) {
    const inner = new Scope(scope);
    if (names.length === 1) inner.vars.set(names[0] as string, value);
    if (names.length === 2) {
      inner.vars.set(names[0] as string, key);
      inner.vars.set(names[1] as string, value);
    }
    out += run(node.body, value, inner, context);
  }
  return out;
}

function pipeline(p: Pipeline, dot: unknown, scope: Scope, context: EvalContext): unknown {
  let result: unknown;
  p.commands.forEach((command, index) => {
    const piped = index > 0 ? [result] : [];
    result = call(command, piped, dot, scope, context);
  });
  if (p.declare) {
    const [name] = p.declare.names;
    if (p.declare.names.length !== 1 || name === undefined) throw new TemplateError('one variable per assignment');
    const owner = p.declare.assign ? scope.find(name) : scope;
    if (!owner) throw new TemplateError(`assignment to undeclared $${name}`);
    owner.vars.set(name, result);
  }
  return result;
}

function call(command: Operand[], piped: unknown[], dot: unknown, scope: Scope, context: EvalContext): unknown {
  const [head, ...args] = command;
  if (head?.kind === 'function') {
    const fn = context.functions[head.name];
    if (!fn) throw new TemplateError(`function "${head.name}" is outside the supported subset`);
    return fn(...args.map((a) => operand(a, dot, scope, context)), ...piped);
  }
  if (!head || args.length > 0 || piped.length > 0) throw new TemplateError("can't give an argument to a non-function");
  return operand(head, dot, scope, context);
}

function operand(op: Operand, dot: unknown, scope: Scope, context: EvalContext): unknown {
  switch (op.kind) {
    case 'literal':
      return op.value;
    case 'field':
      return walkPath(dot, op.path, '');
    case 'variable': {
      const owner = scope.find(op.name);
      if (!owner) throw new TemplateError(`undefined variable $${op.name}`);
      return walkPath(owner.vars.get(op.name), op.path, `$${op.name}`);
    }
    case 'paren':
      return walkPath(pipeline(op.pipeline, dot, scope, context), op.path, '(...)');
    case 'function':
      return call([op], [], dot, scope, context);
  }
}
