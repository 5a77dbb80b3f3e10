import { createSandbox, type Sandbox } from './create-sandbox.js';
import { apiClient } from './test/sandbox-client.js';

describe('scripts', () => {
  let sandbox: Sandbox;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await createSandbox({
      products: 4,
      portalScripts: [{ id: 1201, src: 'https://apps-scripts.example.com/afilia/pixel/1.js', where: 'checkout' }],
    });
    call = apiClient(sandbox, sandbox.issueToken().access_token);
  });
  afterAll(() => sandbox.close());

  it('registers a legacy script {src, event, where}', async () => {
    const res = await call('POST', '/scripts', { src: 'https://cdn.example.com/pixel.js', event: 'onload', where: 'store,checkout' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      src: 'https://cdn.example.com/pixel.js',
      event: 'onload',
      where: 'store,checkout',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const updated = await call('PUT', `/scripts/${res.body.id}`, { where: 'checkout' });
    expect(updated.body.where).toBe('checkout');
  });

  it('refuses a legacy script with missing or invalid fields (422 per field)', async () => {
    const res = await call('POST', '/scripts', { invalid_name: 'foobar', where: 'invalid_where' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ src: ["can't be blank"], event: ["can't be blank"], where: ['is not included in the list'] });
    expect((await call('POST', '/scripts', { src: 'https://x.example/a.js', event: 'onclick' })).body).toEqual({
      event: ['is not included in the list'],
    });
  });

  it('associates a Partner Portal script {script_id, query_params}', async () => {
    const res = await call('POST', '/scripts', { script_id: 1201, query_params: JSON.stringify({ key: 'tienda-123' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ script_id: 1201, query_params: '{"key":"tienda-123"}' });
    expect((await call('POST', '/scripts', { script_id: 1201 })).body).toEqual({ script_id: ['has already been taken'] });
    expect((await call('POST', '/scripts', { script_id: 999 })).body).toEqual({ script_id: ['does not exist'] });
    expect((await call('POST', '/scripts', { script_id: 1201, query_params: 'key=1' })).body.query_params).toBeDefined();
    const updated = await call('PUT', `/scripts/${res.body.id}`, { query_params: '{"key":"otra"}' });
    expect(updated.body.query_params).toBe('{"key":"otra"}');
    const listed = await call('GET', '/scripts');
    expect(listed.body).toHaveLength(2);
    expect((await call('DELETE', `/scripts/${res.body.id}`)).body).toEqual({});
    expect((await call('GET', '/scripts')).body).toHaveLength(1);
  });

  it('needs the write_scripts scope', async () => {
    const other = await createSandbox({ products: 1, scopes: ['read_products'] });
    try {
      const res = await apiClient(other, other.issueToken().access_token)('GET', '/scripts');
      expect(res.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
