// What the specs call the sandbox with: one request, its status and its parsed JSON body.

export interface Answered {
  status: number;
  headers: Headers;
  body: any;
}

export interface Request {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, unless a string (sent as is). */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
}

export async function request(url: string, { method = 'GET', headers = {}, json, form }: Request = {}): Promise<Answered> {
  let body: string | undefined;
  const sent = { ...headers };
  if (form) {
    body = new URLSearchParams(form).toString();
    sent['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (json !== undefined) {
    body = typeof json === 'string' ? json : JSON.stringify(json);
    sent['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method, headers: sent, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** `base` + `path` with `query` appended (encoded the way URLSearchParams does). */
export function withQuery(base: string, path: string, query: Record<string, string>): string {
  const url = new URL(`${base}${path}`);
  url.search = new URLSearchParams(query).toString();
  return url.toString();
}
