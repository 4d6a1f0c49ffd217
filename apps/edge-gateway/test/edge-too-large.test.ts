import { chunked, sendWholeUpload } from '@csg/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startEdge, type EdgeUnderTest } from './edge-harness.ts';

const MB = 1024 * 1024;
const RUNS = 5;
const TOO_LARGE = { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' };

let edge: EdgeUnderTest | undefined;
afterEach(async () => {
  await edge?.close();
  edge = undefined;
});

/** 60 MB in 1 MB parts: past the limit, well inside what the edge reads and discards. */
const sixtyMegabytes = () => Array.from({ length: 60 }, () => Buffer.alloc(MB, 0x20));

describe('a body over 50 MB: the client reads the 413 it is sent', () => {
  it(`declared Content-Length: ${RUNS} uploads of 60 MB each read 413, never a reset`, async () => {
    edge = await startEdge({});
    for (let run = 0; run < RUNS; run++) {
      const exchange = await sendWholeUpload({
        url: edge.url,
        path: '/api/v1/guardrails/detect',
        headers: { 'content-type': 'application/json', 'content-length': String(60 * MB) },
        parts: sixtyMegabytes(),
      });
      expect({ run, errorCode: exchange.errorCode, status: exchange.status }).toEqual({
        run,
        errorCode: undefined,
        status: 413,
      });
      expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
    }
  });

  it(`chunked: ${RUNS} uploads growing past 50 MB read 413, never a reset`, async () => {
    edge = await startEdge({});
    for (let run = 0; run < RUNS; run++) {
      const exchange = await sendWholeUpload({
        url: edge.url,
        path: '/api/v1/guardrails/detect',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        parts: chunked(sixtyMegabytes()),
      });
      expect({ run, errorCode: exchange.errorCode, status: exchange.status }).toEqual({
        run,
        errorCode: undefined,
        status: 413,
      });
      expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
    }
  });
});
