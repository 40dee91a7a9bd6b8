import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, mockNetworkDown } from '../test/fetch-mock.ts';
import { ApiError } from './api-error.ts';
import { onApiFailure, type ApiFailure } from './failure-listener.ts';
import {
  authenticatedDelete,
  authenticatedGet,
  authenticatedPatch,
  authenticatedPost,
  authenticatedPut,
  publicGet,
  publicPost,
} from './http.ts';

let unsubscribe = () => {};
afterEach(() => unsubscribe());

function listen(): ApiFailure[] {
  const failures: ApiFailure[] = [];
  unsubscribe = onApiFailure((failure) => failures.push(failure));
  return failures;
}

describe('the request layer', () => {
  it('sends JSON with the session cookie and parses the answer', async () => {
    const requests = mockApi({ 'PUT /api/things/1': { status: 200, body: { ok: true } } });
    await expect(authenticatedPut('/api/things/1', { data: { name: 'x' }, headers: { 'X-Trace': '1' } })).resolves.toEqual({ ok: true });
    expect(requests).toEqual([{ method: 'PUT', path: '/api/things/1', search: '', body: { name: 'x' }, credentials: 'include' }]);
    const [, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Trace': '1' });
  });

  it('offers every facility of the spec with its method', async () => {
    const requests = mockApi({
      'GET /api/a': { status: 200, body: 1 },
      'POST /api/a': { status: 201, body: 2 },
      'PATCH /api/a': { status: 200, body: 3 },
      'DELETE /api/a': { status: 204 },
    });
    expect(await authenticatedGet('/api/a')).toBe(1);
    expect(await authenticatedPost('/api/a')).toBe(2);
    expect(await authenticatedPatch('/api/a')).toBe(3);
    expect(await authenticatedDelete('/api/a')).toBeUndefined();
    expect(await publicGet('/api/a')).toBe(1);
    expect(await publicPost('/api/a')).toBe(2);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'PATCH', 'DELETE', 'GET', 'POST']);
  });

  it('sends form data untouched and lets the browser set its content type', async () => {
    mockApi({ 'POST /api/upload': { status: 201, body: {} } });
    const form = new FormData();
    form.append('file', 'content');
    await authenticatedPost('/api/upload', { data: form, isFormData: true });
    const [, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a failure payload into an ApiError and reports it', async () => {
    mockApi({ 'GET /api/courses/9': { status: 404, body: { message: 'Course not found', code: 'not_found' } } });
    const failures = listen();
    const error = await authenticatedGet('/api/courses/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', serverMessage: 'Course not found', message: 'Course not found' });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ authenticated: true, error: { status: 404 } });
  });

  it('prefers the caller’s override message', async () => {
    mockApi({ 'POST /api/x': { status: 400, body: { message: 'bad', code: 'validation_failed' } } });
    const error = await publicPost('/api/x', { overrideErrorMessage: 'Could not save' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'Could not save', serverMessage: 'bad' });
  });

  it('copes with a failure that has no payload', async () => {
    mockApi({ 'GET /api/x': { status: 502 } });
    const error = await publicGet('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'http_502', serverMessage: undefined });
  });

  it('does not report silent calls', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'No', code: 'invalid_credentials' } } });
    const failures = listen();
    await expect(publicPost('/api/auth/login', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(failures).toEqual([]);
  });

  it('leaves the statuses the caller handles unreported, and reports the others', async () => {
    mockApi({
      'PUT /api/courses/1': { status: 409, body: { message: 'Changed elsewhere', code: 'conflict' } },
      'PUT /api/courses/2': { status: 500, body: { message: 'Broken', code: 'internal_error' } },
    });
    const failures = listen();
    await expect(authenticatedPut('/api/courses/1', { handledStatuses: [409] })).rejects.toMatchObject({ status: 409 });
    expect(failures).toEqual([]);
    await expect(authenticatedPut('/api/courses/2', { handledStatuses: [409] })).rejects.toMatchObject({ status: 500 });
    expect(failures).toHaveLength(1);
  });

  it('reports a network failure as status 0', async () => {
    mockNetworkDown();
    const failures = listen();
    const error = await authenticatedGet('/api/me').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'network_error', isNetworkFailure: true });
    expect(failures).toHaveLength(1);
  });
});
