import { ApiError, apiErrorFrom, NETWORK_ERROR_MESSAGE } from './api-error';

/** Anything with a zod-like `parse`: responses are checked against the contracts schemas. */
export interface Parser<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T> {
  body?: unknown;
  schema?: Parser<T>;
  /** Send the bearer token (default true; the sign-in, sign-up and reset endpoints turn it off). */
  auth?: boolean;
  /** On a 401, refresh the session once and retry (default: same as `auth`). */
  retryOnUnauthorized?: boolean;
  /**
   * The brand a brand-scoped call acts on (an agency's active brand, `useActiveBrandId()`): sent
   * as `brandId`, in the query of a GET or DELETE and in the JSON body of the others. Null or
   * left out, the gateway takes the caller's own brand (a brand owner's).
   */
  brandId?: string | null;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  /** '/api/v1' */
  baseUrl: string;
  fetch: typeof fetch;
  /** The access token to send, refreshed first when it is about to expire. */
  accessToken(): Promise<string | null>;
  /** Refreshes the session after a 401; true when a new access token is in place. */
  refresh(): Promise<boolean>;
  /** The session is gone: the shell clears it and the dashboard guard sends the person to /auth. */
  onUnauthenticated(): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * fetch for the gateway: JSON in and out, bearer token, one refresh-and-retry on 401, and an
 * ApiError carrying the server's Spanish message for every failure.
 */
/** `{url}` of a stored image (no zod here: zod is not a shared module, a remote would bundle a copy). */
const uploadedImage: Parser<{ url: string }> = {
  parse(value) {
    const url = (value as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || url === '') throw new TypeError('Respuesta de subida sin url');
    return { url };
  },
};

/** Types the gateway takes as an upload's content type. */
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export class ApiClient {
  constructor(private readonly deps: ApiClientDeps) {}

  get<T>(path: string, options: Omit<RequestOptions<T>, 'body'> = {}) {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'body'> = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'body'> = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'body'> = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T>(path: string, options: Omit<RequestOptions<T>, 'body'> = {}) {
    return this.request<T>('DELETE', path, options);
  }
  /** POSTs a file as the body itself (image uploads), with the file's own content type. */
  upload<T>(path: string, file: Blob, options: Omit<RequestOptions<T>, 'body'> = {}) {
    return this.request<T>('POST', path, { ...options, body: file });
  }
  /**
   * Stores an image (PNG, JPEG or WebP, at most 5 MB, judged by its bytes) and answers its URL,
   * e.g. `/uploads/{uuid}.png`. A type the gateway does not take goes as octet-stream.
   */
  uploadImage(file: Blob): Promise<{ url: string }> {
    const body = UPLOAD_TYPES.includes(file.type) ? file : new Blob([file], { type: 'application/octet-stream' });
    return this.upload('/uploads/images', body, { schema: uploadedImage });
  }

  async request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions<T> = {}): Promise<T> {
    const options = withBrand(method, path, requestOptions);
    const auth = options.auth ?? true;
    let response = await this.send(method, options.path, options, auth);
    if (response.status === 401 && (options.retryOnUnauthorized ?? auth)) {
      const refreshed = await this.deps.refresh();
      if (refreshed) response = await this.send(method, options.path, options, auth);
      if (!refreshed || response.status === 401) {
        const error = await apiErrorFrom(response);
        this.deps.onUnauthenticated();
        throw error;
      }
    }
    if (!response.ok) throw await apiErrorFrom(response);
    const data: unknown = response.status === 204 ? undefined : await readJson(response);
    return options.schema ? options.schema.parse(data) : (data as T);
  }

  /**
   * Reads a server-sent-events stream (`text/event-stream`) with the session's bearer token, which
   * EventSource cannot send: calls `onEvent` for each `event:`/`data:` block until the server
   * ends it (it resolves) or the connection fails (it rejects); the caller reconnects.
   */
  async stream(path: string, onEvent: (event: string, data: unknown) => void, signal?: AbortSignal): Promise<void> {
    let response = await this.send('GET', path, { signal }, true);
    if (response.status === 401 && (await this.deps.refresh())) response = await this.send('GET', path, { signal }, true);
    if (!response.ok || !response.body) throw await apiErrorFrom(response);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) onEvent(event, JSON.parse(data));
      }
    }
  }

  /**
   * Downloads a file the API answers (an export's CSV) with the session's bearer token, which a
   * plain link cannot send: its bytes and the name the server gave it.
   */
  async download(path: string): Promise<{ blob: Blob; filename: string | null }> {
    let response = await this.send('GET', path, {}, true);
    if (response.status === 401 && (await this.deps.refresh())) response = await this.send('GET', path, {}, true);
    if (!response.ok) throw await apiErrorFrom(response);
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await response.blob(), filename };
  }

  private async send(method: HttpMethod, path: string, options: RequestOptions<unknown>, auth: boolean) {
    const headers: Record<string, string> = { accept: 'application/json' };
    // The request's id from here on: the gateway's and every service's log lines carry it.
    // (randomUUID exists only in secure contexts; elsewhere the gateway makes one.)
    const requestId = globalThis.crypto?.randomUUID?.();
    if (requestId) headers['x-request-id'] = requestId;
    const file = options.body instanceof Blob ? options.body : null;
    if (file) headers['content-type'] = file.type || 'application/octet-stream';
    else if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (auth) {
      const token = await this.deps.accessToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    try {
      return await this.deps.fetch(`${this.deps.baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, false);
    }
  }
}

const QUERY_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'DELETE']);

/** The request with its brand (see `RequestOptions.brandId`) in the query or the body. */
function withBrand<T>(method: HttpMethod, path: string, options: RequestOptions<T>): RequestOptions<T> & { path: string } {
  const { brandId } = options;
  if (!brandId) return { ...options, path };
  if (QUERY_METHODS.has(method) || options.body instanceof Blob) {
    return { ...options, path: `${path}${path.includes('?') ? '&' : '?'}brandId=${encodeURIComponent(brandId)}` };
  }
  const body = typeof options.body === 'object' && options.body !== null ? options.body : {};
  return { ...options, path, body: { ...body, brandId } };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}
