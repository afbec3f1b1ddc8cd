import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpError, NETWORK_MESSAGE, postJson } from './http';

const stub = (response: Response | Error) => {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('GETs JSON without a body', async () => {
    const fetchMock = stub(Response.json({ ok: true }));
    await expect(http('/api/x')).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends an empty JSON body with a DELETE (the staff API requires one) and answers 204 with undefined', async () => {
    const fetchMock = stub(new Response(null, { status: 204 }));
    await expect(http('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    const fetchMock = stub(Response.json({ url: '/uploads/a.png' }, { status: 201 }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await http('/api/admin/uploads', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });

  it('throws HttpError with status, message (error first) and field errors', async () => {
    stub(
      Response.json(
        { error: 'Taken', message: 'x', fieldErrors: { email: ['Bad'] } },
        { status: 400 },
      ),
    );
    const error = await postJson('/api/addLead', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Taken', fieldErrors: { email: ['Bad'] } });
  });

  it('explains a 403 without a message, and a network failure', async () => {
    stub(new Response('', { status: 403 }));
    await expect(http('/api/x')).rejects.toMatchObject({ status: 403, message: /role/ });
    stub(new TypeError('offline'));
    await expect(http('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK_MESSAGE });
  });
});
