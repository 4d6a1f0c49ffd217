import { describe, expect, it } from 'vitest';
import { mergeValues, renderTemplate } from './render-chart.ts';

const data = {
  Values: {
    name: 'edge',
    port: 3000,
    on: true,
    empty: {},
    none: [],
    apps: { detection: { port: 3102 }, admin: { port: 3105 } },
    list: ['a', 'b'],
    resources: { requests: { memory: '1Gi', cpu: '100m' } },
  },
  Release: { Name: 'rel', Namespace: 'ns' },
};
const render = (source: string, lookup?: Parameters<typeof renderTemplate>[2]) => renderTemplate(source, data, lookup);

describe('the Go template subset', () => {
  it('prints values and keeps text as it is', () => {
    expect(render('name: {{ .Values.name }}, port: {{ .Values.port }}, on: {{ .Values.on }}')).toBe(
      'name: edge, port: 3000, on: true',
    );
  });

  it('trims white space, newlines included, on the side of a dash', () => {
    expect(render('a:\n  {{- " b" }}\n\n{{- /* a comment */}}\nc  {{- "d" -}}  \n e')).toBe('a: b\ncd' + 'e');
  });

  it('ranges over a map in key order with key and value, and over a list; $ stays the root', () => {
    expect(
      render('{{- range $name, $app := .Values.apps }}{{ $name }}={{ .port }}@{{ $.Release.Name }};{{ end }}'),
    ).toBe('admin=3105@rel;detection=3102@rel;');
    expect(render('{{ range $v := .Values.list }}[{{ $v }}]{{ end }}')).toBe('[a][b]');
    expect(render('x{{ range .Values.missing }}never{{ end }}y')).toBe('xy');
  });

  it('follows Go truth in if / else if / else: empty maps, lists, strings and 0 are false', () => {
    const pick = (cond: string) => render(`{{ if ${cond} }}yes{{ else if .Values.on }}second{{ else }}no{{ end }}`);
    expect(pick('.Values.name')).toBe('yes');
    expect(pick('.Values.empty')).toBe('second');
    expect(pick('.Values.none')).toBe('second');
    expect(pick('0')).toBe('second');
    expect(render('{{ if and .Values.on (not .Values.empty) }}both{{ end }}')).toBe('both');
    expect(render('{{ if and .Values.missing "x" }}yes{{ else }}no{{ end }}')).toBe('no');
    expect(render('{{ if or .Values.missing "" }}yes{{ else }}no{{ end }}')).toBe('no');
    expect(render('{{ or .Values.missing "second" }}')).toBe('second');
    expect(render('{{ if eq .Values.name "edge" }}edge{{ end }}{{ if ne .Values.port 3000 }}!{{ end }}')).toBe('edge');
  });

  it('scopes a variable to its block; = changes the one declared outside', () => {
    expect(render('{{ $x := "outer" }}{{ if true }}{{ $x = "changed" }}{{ end }}{{ $x }}')).toBe('changed');
    expect(() => render('{{ if true }}{{ $y := 1 }}{{ end }}{{ $y }}')).toThrow(/undefined variable \$y/);
    expect(() => render('{{ $z = 1 }}')).toThrow(/undeclared \$z/);
  });

  it('includes a named template with the data given, and indents it', () => {
    const source =
      '{{- define "labels" }}app: {{ .name }}\nrelease: {{ .release }}{{ end -}}\nlabels:{{ include "labels" (dict "name" .Values.name "release" .Release.Name) | nindent 2 }}';
    expect(render(source)).toBe('labels:\n  app: edge\n  release: rel');
  });

  it('writes YAML with sorted keys and no final newline, as Helm toYaml does', () => {
    expect(render('resources:{{ toYaml .Values.resources | nindent 2 }}')).toBe(
      'resources:\n  requests:\n    cpu: 100m\n    memory: 1Gi',
    );
    expect(render('{{ toYaml .Values.empty }}')).toBe('{}');
    // YAML 1.1, as Helm writes it: a string that 1.1 would read as a boolean stays quoted.
    expect(render('{{ toYaml (dict "buffering" "off") }}')).toBe('buffering: "off"');
  });

  it('quotes, base64-encodes, formats, and passes the piped value as the last argument', () => {
    expect(render('{{ .Values.name | quote }} {{ .Values.port | quote }}')).toBe('"edge" "3000"');
    expect(render('{{ "secret" | b64enc }}')).toBe('c2VjcmV0');
    expect(render('{{ printf "%s-%v" .Release.Name .Values.port }}')).toBe('rel-3000');
    expect(() => render('{{ printf "%s" .Values.port }}')).toThrow(/%s wants a string/);
    expect(render('{{ "chat-pipeline" | upper | replace "-" "_" }}')).toBe('CHAT_PIPELINE');
    expect(render('{{ "abc" | sha256sum }}')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(render('{{ .Values.missing | default "fallback" }} {{ .Values.name | default "x" }}')).toBe('fallback edge');
  });

  it('makes random alphanumeric strings of the asked length', () => {
    const a = render('{{ randAlphaNum 48 }}');
    expect(a).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(render('{{ randAlphaNum 48 }}')).not.toBe(a);
  });

  it('reads a field of a parenthesised result, as in (lookup ...).data', () => {
    const lookup = () => ({ data: { KEY: 'a2V5' } });
    expect(render('{{ index (lookup "v1" "Secret" "ns" "s").data "KEY" }}', lookup)).toBe('a2V5');
    expect(render('{{ (lookup "v1" "Secret" "ns" "s").data | default dict | toYaml }}')).toBe('{}');
  });

  it('fails with the message of required when a value is missing or empty', () => {
    expect(() => render('{{ required "database.url is required" .Values.database }}')).toThrow(
      'database.url is required',
    );
    expect(render('{{ required "x" .Values.name }}')).toBe('edge');
  });

  it('refuses to print a missing value (strict), a map, or a field of nothing', () => {
    expect(() => render('{{ .Values.nmae }}')).toThrow(/missing value/);
    expect(() => render('{{ .Values.apps }}')).toThrow(/toYaml/);
    expect(() => render('{{ .Values.missing.deeper }}')).toThrow(/nil pointer/);
    expect(() => render('{{ .Values.nmae | quote }}')).toThrow(/missing value/);
  });

  it('refuses what it does not read instead of guessing: unknown functions and actions, broken syntax', () => {
    expect(() => render('{{ lower .Values.name }}')).toThrow(/"lower" is outside/);
    expect(() => render('{{ with .Values }}{{ end }}')).toThrow(/"with" is outside/);
    expect(() => render('{{ if true }}open')).toThrow(/unclosed if/);
    expect(() => render('{{ end }}')).toThrow(/end without a block/);
    expect(() => render('{{ .Values.name ')).toThrow(/unclosed action/);
    expect(() => render('{{ .Values.name # }}')).toThrow(/unexpected character/);
    expect(() => render('{{ .Values.name .Values.port }}')).toThrow(/non-function/);
    expect(() => render('{{ (include "x" . }}')).toThrow(/unclosed \(/);
  });

  it('stops a template that includes itself instead of recursing without end', () => {
    expect(() => render('{{ define "loop" }}{{ include "loop" . }}{{ end }}{{ include "loop" . }}')).toThrow(
      /nested too deep/,
    );
  });
});

describe('values merging', () => {
  it('merges maps, replaces lists and scalars, and deletes a key set to null, as helm -f does', () => {
    const base = { a: { b: 1, c: [1, 2], d: 'x' }, e: true };
    expect(mergeValues(base, { a: { b: 2, c: [3], d: null } })).toEqual({ a: { b: 2, c: [3] }, e: true });
    expect(base.a.b).toBe(1);
  });
});
