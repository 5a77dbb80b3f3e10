import { ApiClient } from './api-client';

function clientWith(calls: { url: string; init: RequestInit }[]) {
  return new ApiClient({
    baseUrl: '/api/v1',
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return new Response(JSON.stringify({ url: '/uploads/logo.png' }), { status: 201 });
    },
    accessToken: async () => 'token-123',
    refresh: async () => false,
    onUnauthenticated: () => undefined,
  });
}

describe('ApiClient', () => {
  it('sends JSON bodies with the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    await clientWith(calls).post('/products', { name: 'Gorra' });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Bearer token-123');
    expect(calls[0]!.init.body).toBe('{"name":"Gorra"}');
  });

  it('names each request with an id of its own, which the gateway and the services log', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = clientWith(calls);
    await client.post('/products', { name: 'Gorra' });
    await client.post('/products', { name: 'Bufanda' });
    const ids = calls.map((call) => (call.init.headers as Record<string, string>)['x-request-id']);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('uploads a file as the body itself, with its own content type', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const answer = await clientWith(calls).upload<{ url: string }>('/uploads/images', file);
    expect(answer.url).toBe('/uploads/logo.png');
    expect(calls[0]!.url).toBe('/api/v1/uploads/images');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('image/png');
    expect(calls[0]!.init.body).toBe(file);
  });

  it('labels a file without a type as octet-stream', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    await clientWith(calls).upload('/uploads/images', new Blob([new Uint8Array([1, 2, 3])]));
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/octet-stream');
  });
});

describe('ApiClient with a brand', () => {
  it("sends the brand in a GET's or DELETE's query", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    await clientWith(calls).get('/products', { brandId: 'marca-1' });
    await clientWith(calls).delete('/store/sync?full=1', { brandId: 'marca 2' });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/products?brandId=marca-1', '/api/v1/store/sync?full=1&brandId=marca%202']);
  });

  it('sends the brand in the JSON body of the other methods', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    await clientWith(calls).post('/products', { name: 'Gorra' }, { brandId: 'marca-1' });
    await clientWith(calls).post('/store/sync', undefined, { brandId: 'marca-1' });
    expect(calls.map((call) => [call.url, call.init.body])).toEqual([
      ['/api/v1/products', '{"name":"Gorra","brandId":"marca-1"}'],
      ['/api/v1/store/sync', '{"brandId":"marca-1"}'],
    ]);
  });

  it('sends nothing for a brand owner, who acts on its own brand', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    await clientWith(calls).get('/products', { brandId: null });
    await clientWith(calls).post('/store/sync', {}, { brandId: undefined });
    expect(calls.map((call) => [call.url, call.init.body])).toEqual([
      ['/api/v1/products', undefined],
      ['/api/v1/store/sync', '{}'],
    ]);
  });
});
