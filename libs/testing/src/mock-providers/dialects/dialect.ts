import type { IncomingHttpHeaders } from 'node:http';
import type { ImageReading } from './image-payload.ts';
import type { MockProviderCode, MockReply, MockToolCall, MockUsage } from '../types.ts';

/** What one streamed reply needs to render its frames. */
export interface StreamContext {
  model: string;
  usage: MockUsage;
  finishReason: NonNullable<MockReply['finishReason']>;
  includeUsage: boolean;
  /** Rendered after the text, before the closing frames; every one has its id. */
  toolCalls: Required<MockToolCall>[];
}

export interface WireError {
  status: number;
  code?: string;
  message?: string;
  /** The request field at fault, where the vendor names it (OpenAI's `param`). */
  param?: string;
}

/** One vendor's wire format, as the mock server needs it; pure rendering, no I/O. */
export interface WireDialect {
  code: MockProviderCode;
  /** Appended to the origin to make the base URL clients are configured with. */
  basePath: string;
  contentType: string;
  /** The model a request is for, or undefined when the vendor has no such route (404). */
  route(method: string, url: URL, body: unknown): string | undefined;
  /** The credential the request carries. */
  apiKey(headers: IncomingHttpHeaders, url: URL): string | undefined;
  /** Whether the stream is to report usage (OpenAI family: only with `stream_options.include_usage`). */
  includesUsage(body: unknown): boolean;
  /** What the vendor would refuse in this request (a field it requires, a non-streaming call). */
  validate(body: unknown, headers: IncomingHttpHeaders): WireError | undefined;
  /** The images in the vendor's form, decoded and checked as the vendor checks them. */
  images(body: unknown): ImageReading;
  /** The texts of the prompt, in order; the last user turn is echoed by the canned reply. */
  promptTexts(body: unknown): { all: string[]; lastUser: string };
  /** The functions the request declares, and whether its last turn is a tool's result. */
  tools(body: unknown): { names: string[]; afterToolResult: boolean };
  /** The vendor's error JSON for an HTTP status; `code` overrides the vendor's code for it. */
  errorBody(error: WireError): unknown;
  /** The 401 (or what the vendor answers instead) for a wrong key. */
  authError: WireError;
  open(ctx: StreamContext): string[];
  delta(text: string, ctx: StreamContext): string;
  close(ctx: StreamContext): string[];
  streamError(error: Omit<WireError, 'status'>): string;
  malformed: string;
}

export const sse = (data: unknown, event?: string): string =>
  `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

export const ndjson = (data: unknown): string => `${JSON.stringify(data)}\n`;

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const bearer = (headers: IncomingHttpHeaders): string | undefined =>
  header(headers, 'authorization')?.replace(/^Bearer /i, '');

/** A message's text: a plain string, or the `{type: 'text', text}` parts of a content array. */
export const contentText = (content: unknown): string =>
  Array.isArray(content)
    ? content
        .map(record)
        .filter((part) => part['type'] === 'text')
        .map((part) => text(part['text']))
        .join(' ')
    : text(content);

/** The prompt of a `{messages: [{role, content}]}` body (OpenAI family, Ollama). */
export function messagesPrompt(body: unknown): { all: string[]; lastUser: string } {
  const messages = list(record(body)['messages']).map(record);
  const users = messages.filter((m) => m['role'] === 'user');
  return { all: messages.map((m) => contentText(m['content'])), lastUser: contentText(users.at(-1)?.['content']) };
}

/** Splits a call's arguments in two fragments, as vendors stream them. */
export const halves = (text: string): [string, string] => [
  text.slice(0, Math.ceil(text.length / 2)),
  text.slice(Math.ceil(text.length / 2)),
];

/** `tools: [{type: 'function', function: {name}}]` and a last `role: 'tool'` turn (OpenAI family, Ollama). */
export function functionTools(body: unknown): { names: string[]; afterToolResult: boolean } {
  const names = list(record(body)['tools']).map((tool) => text(record(record(tool)['function'])['name']));
  const last = record(list(record(body)['messages']).at(-1));
  return { names, afterToolResult: last['role'] === 'tool' };
}

/** Each content-array part of each message, with the indexes vendors name it by in their errors. */
export function contentParts(body: unknown): { part: Record<string, unknown>; message: number; index: number }[] {
  return list(record(body)['messages']).flatMap((m, message) =>
    list(record(m)['content']).map((part, index) => ({ part: record(part), message, index })),
  );
}
