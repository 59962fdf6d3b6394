import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export type MultipartFields = Record<string, string | string[] | FilePart>;

/** Encodes multipart/form-data by hand (so tests can also send broken bodies on purpose). */
export function multipart(fields: MultipartFields): { body: Buffer; contentType: string } {
  const boundary = `----inventorportal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const push = (name: string, value: string | FilePart) => {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => push(name, v));
    else push(name, value);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like client over app.inject: keeps cookies and sends the CSRF header. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  private remember(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires instanceof Date && c.expires.getTime() < Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Makes sure a csrftoken cookie exists (a first GET sets it, as in a browser). */
  async csrf(): Promise<string> {
    if (!this.cookies.has('csrftoken')) await this.request('GET', '/api/health');
    return this.cookies.get('csrftoken') ?? '';
  }

  async request(
    method: Method,
    url: string,
    options: {
      json?: unknown;
      multipart?: MultipartFields;
      raw?: { body: Buffer | string; contentType: string };
      csrf?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    let payload: Buffer | string | undefined;
    if (method !== 'GET' && options.csrf !== false) headers['x-csrftoken'] = await this.csrf();
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.multipart) {
      const mp = multipart(options.multipart);
      payload = mp.body;
      headers['content-type'] = mp.contentType;
    } else if (options.raw) {
      payload = options.raw.body;
      headers['content-type'] = options.raw.contentType;
    }
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const res = await this.app.inject({ method, url, headers, payload, remoteAddress: this.ip });
    this.remember(res);
    return res;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, json?: unknown) {
    return this.request('POST', url, { json: json ?? {} });
  }
  put(url: string, json?: unknown) {
    return this.request('PUT', url, json === undefined ? {} : { json });
  }
  patch(url: string, json?: unknown) {
    return this.request('PATCH', url, { json: json ?? {} });
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    const res = await this.post('/api/accounts/login/', { email, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
