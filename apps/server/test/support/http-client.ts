export type JsonObject = { [key: string]: unknown };

/**
 * A browser-like client for integration tests: keeps cookies, sends our own Origin (as a page
 * of the app would), and reads JSON.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = JsonObject>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; redirect?: 'manual' | 'follow' } = {}) {
    const headers: Record<string, string> = { origin: this.baseUrl, ...this.defaultHeaders, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: init.redirect ?? 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json: json as T, text };
  }

  post<T = JsonObject>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request<T>(path, { method: 'POST', body, ...(headers ? { headers } : {}) });
  }

  get<T = JsonObject>(path: string, headers?: Record<string, string>) {
    return this.request<T>(path, headers ? { headers } : {});
  }

  /** A GET whose body is read by the caller (binary downloads). */
  fetchRaw(path: string): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...this.defaultHeaders };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return fetch(new URL(path, this.baseUrl), { headers });
  }

  /** The session cookies, for a request this client does not make (another instance, a stream). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(fragment: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(fragment));
  }
}
