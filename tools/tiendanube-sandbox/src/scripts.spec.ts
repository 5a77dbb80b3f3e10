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

  it('refuses the old POST /scripts {src}: scripts are registered in the Partner Portal now', async () => {
    const res = await call('POST', '/scripts', { src: 'https://cdn.example.com/pixel.js', event: 'onload', where: 'store,checkout' });
    expect(res.status).toBe(422);
    expect(res.body.src).toEqual(['is not supported: register the script in the Partner Portal and associate it with script_id']);
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
    expect(listed.body).toHaveLength(1);
    expect((await call('DELETE', `/scripts/${res.body.id}`)).body).toEqual({});
    expect((await call('GET', '/scripts')).body).toMatchObject({ description: 'Last page is 0' });
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
