import { describe, expect, it } from 'vitest';
import { badRequest, conflict, frameworkBody, HttpError, notFound, unauthorized } from './http-error.ts';

describe('frameworkBody', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [404, 'Not Found'],
    [413, 'Payload Too Large'],
    [502, 'Bad Gateway'],
  ])('names status %i with its standard reason phrase %j', (status, reason) => {
    expect(frameworkBody(status, 'why')).toStrictEqual({ statusCode: status, message: 'why', error: reason });
  });

  it("falls back to 'Error' for a status without a standard reason phrase", () => {
    expect(frameworkBody(499, 'client closed')).toStrictEqual({
      statusCode: 499,
      message: 'client closed',
      error: 'Error',
    });
  });

  it('adds extra fields beside statusCode, message and error', () => {
    expect(frameworkBody(400, 'bad', { issues: [] })).toStrictEqual({
      statusCode: 400,
      message: 'bad',
      error: 'Bad Request',
      issues: [],
    });
  });
});

describe('HttpError', () => {
  it('is an Error named HttpError with its status and message', () => {
    const err = new HttpError(502, 'Upstream failed');
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('HttpError');
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe('Upstream failed');
  });

  it('renders the framework body {statusCode, message, error} with its extra fields', () => {
    expect(new HttpError(502, 'Upstream failed', { upstream: 'detection' }).toBody()).toStrictEqual({
      statusCode: 502,
      message: 'Upstream failed',
      error: 'Bad Gateway',
      upstream: 'detection',
    });
  });

  it('carries no code: only policy rejections do', () => {
    expect(new HttpError(404, 'gone').toBody()).not.toHaveProperty('code');
  });

  it.each([
    ['badRequest', 400, 'Bad Request', badRequest('m')],
    ['unauthorized', 401, 'Unauthorized', unauthorized('m')],
    ['notFound', 404, 'Not Found', notFound('m')],
    ['conflict', 409, 'Conflict', conflict('m')],
  ] as const)('%s builds an HttpError with status %i (%s)', (_name, status, reason, err) => {
    expect(err).toBeInstanceOf(HttpError);
    expect(err.toBody()).toStrictEqual({ statusCode: status, message: 'm', error: reason });
  });

  it('badRequest passes its extra fields into the body', () => {
    expect(badRequest('bad', { field: 'name' }).toBody()).toStrictEqual({
      statusCode: 400,
      message: 'bad',
      error: 'Bad Request',
      field: 'name',
    });
  });
});
