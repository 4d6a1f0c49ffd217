import { splitSegments, TemplateError, tokenize, type Token } from './template-lexer.ts';

export type Operand =
  | { kind: 'literal'; value: unknown }
  | { kind: 'field'; path: string[] }
  | { kind: 'variable'; name: string; path: string[] }
  | { kind: 'function'; name: string }
  | { kind: 'paren'; pipeline: Pipeline; path: string[] };

/** `$a := x | f y`: commands joined by `|`, each a function call or a single value. */
export interface Pipeline {
  declare?: { names: string[]; assign: boolean };
  commands: Operand[][];
}

export type Node =
  | { kind: 'text'; text: string }
  | { kind: 'output'; pipeline: Pipeline }
  | { kind: 'if'; branches: { condition: Pipeline; body: Node[] }[]; otherwise: Node[] }
  | { kind: 'range'; pipeline: Pipeline; body: Node[] };

export interface ParsedTemplate {
  body: Node[];
  defines: Map<string, Node[]>;
}

function parsePipeline(tokens: Token[], allowDeclare: boolean): Pipeline {
  let position = 0;
  const pipeline: Pipeline = { commands: [] };
  const assignAt = tokens.findIndex((t) => t.kind === 'punct' && (t.value === ':=' || t.value === '='));
  if (assignAt !== -1) {
    const names = tokens.slice(0, assignAt).filter((t) => !(t.kind === 'punct' && t.value === ','));
    if (!allowDeclare || names.length === 0 || names.some((t) => t.kind !== 'variable' || t.path.length > 0)) {
      throw new TemplateError('bad variable declaration', tokens[0]?.offset);
    }
    const assign = tokens[assignAt] as Token & { kind: 'punct' };
    pipeline.declare = {
      names: names.map((t) => (t as Token & { kind: 'variable' }).name),
      assign: assign.value === '=',
    };
    position = assignAt + 1;
  }

  const operand = (): Operand => {
    const token = tokens[position++];
    if (!token) throw new TemplateError('missing value');
    switch (token.kind) {
      case 'string':
      case 'number':
      case 'bool':
        return { kind: 'literal', value: token.value };
      case 'nil':
        return { kind: 'literal', value: null };
      case 'field':
        return { kind: 'field', path: token.path };
      case 'variable':
        return { kind: 'variable', name: token.name, path: token.path };
      case 'identifier':
        return { kind: 'function', name: token.name };
      case 'punct': {
        if (token.value !== '(') throw new TemplateError(`unexpected ${token.value}`, token.offset);
        let depth = 1;
        const start = position;
        while (depth > 0) {
          const next = tokens[position++];
          if (!next) throw new TemplateError('unclosed (', token.offset);
          if (next.kind === 'punct' && next.value === '(') depth += 1;
          if (next.kind === 'punct' && next.value === ')') depth -= 1;
        }
        const inner = parsePipeline(tokens.slice(start, position - 1), false);
        const chained = tokens[position];
        const path = chained?.kind === 'field' && chained.adjacent ? (position++, chained.path) : [];
        return { kind: 'paren', pipeline: inner, path };
      }
    }
  };

  let command: Operand[] = [];
  while (position < tokens.length) {
    const token = tokens[position];
    if (token?.kind === 'punct' && token.value === '|') {
      if (command.length === 0) throw new TemplateError('empty command before |', token.offset);
      pipeline.commands.push(command);
      command = [];
      position += 1;
      continue;
    }
    command.push(operand());
  }
  if (command.length === 0) throw new TemplateError('empty pipeline', tokens[0]?.offset);
  pipeline.commands.push(command);
  return pipeline;
}

type Frame =
  | { kind: 'root'; body: Node[] }
  | { kind: 'define'; name: string; body: Node[] }
  | { kind: 'if'; node: Node & { kind: 'if' }; body: Node[] }
  | { kind: 'range'; node: Node & { kind: 'range' }; body: Node[] };

/** Parses a template into its body and the named templates it defines. */
export function parseTemplate(template: string): ParsedTemplate {
  const defines = new Map<string, Node[]>();
  const stack: Frame[] = [{ kind: 'root', body: [] }];
  const top = () => stack[stack.length - 1] as Frame;

  for (const segment of splitSegments(template)) {
    if (segment.kind === 'text') {
      top().body.push({ kind: 'text', text: segment.text });
      continue;
    }
    const tokens = tokenize(segment.source, segment.offset);
    const first = tokens[0];
    const keyword = first?.kind === 'identifier' ? first.name : '';
    const rest = tokens.slice(1);
    if (keyword === 'define') {
      const name = rest[0];
      if (rest.length !== 1 || name?.kind !== 'string') throw new TemplateError('define takes a name', segment.offset);
      stack.push({ kind: 'define', name: name.value, body: [] });
    } else if (keyword === 'if') {
      const node: Node & { kind: 'if' } = { kind: 'if', branches: [], otherwise: [] };
      node.branches.push({ condition: parsePipeline(rest, false), body: [] });
      top().body.push(node);
      stack.push({ kind: 'if', node, body: (node.branches[0] as { body: Node[] }).body });
    } else if (keyword === 'range') {
      const node: Node & { kind: 'range' } = { kind: 'range', pipeline: parsePipeline(rest, true), body: [] };
      top().body.push(node);
      stack.push({ kind: 'range', node, body: node.body });
    } else if (keyword === 'else') {
      const frame = top();
      if (frame.kind !== 'if') throw new TemplateError('else outside if', segment.offset);
      if (rest[0]?.kind === 'identifier' && rest[0].name === 'if') {
        const branch = { condition: parsePipeline(rest.slice(1), false), body: [] as Node[] };
        frame.node.branches.push(branch);
        frame.body = branch.body;
      } else if (rest.length === 0) {
        frame.body = frame.node.otherwise;
      } else {
        throw new TemplateError('unsupported else form', segment.offset);
      }
    } else if (keyword === 'end') {
      const frame = stack.pop();
      if (!frame || frame.kind === 'root') throw new TemplateError('end without a block', segment.offset);
      if (frame.kind === 'define') defines.set(frame.name, frame.body);
    } else if (['with', 'template', 'block', 'break', 'continue'].includes(keyword)) {
      throw new TemplateError(`"${keyword}" is outside the supported subset`, segment.offset);
    } else {
      top().body.push({ kind: 'output', pipeline: parsePipeline(tokens, true) });
    }
  }
  if (stack.length !== 1) throw new TemplateError(`unclosed ${top().kind}`);
  return { body: top().body, defines };
}
