import http from 'node:http';

export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, as text. */
  raw: () => string;
  events: StreamEvent[];
  /** The first event (already received or still to come) that `match` accepts. */
  next: (match: (e: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens `GET path` on a listening server with the given cookies and parses the SSE frames. */
export function openEventStream(
  port: number,
  cookies: Map<string, string>,
  path = '/api/accounts/events/',
): Promise<EventStream> {
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        let text = '';
        let buffer = '';
        const events: StreamEvent[] = [];
        const waiters: Array<() => void> = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = frame.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (event) events.push({ event, data });
            end = buffer.indexOf('\n\n');
          }
          waiters.splice(0).forEach((wake) => wake());
        });
        const ended = new Promise<void>((done) => {
          response.on('end', done);
          response.on('close', done);
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw: () => text,
          events,
          ended,
          close: () => request.destroy(),
          next: (match, timeoutMs = 5_000) =>
            new Promise((found, fail) => {
              const timer = setTimeout(
                () => fail(new Error(`no matching event within ${timeoutMs} ms: ${text}`)),
                timeoutMs,
              );
              const look = () => {
                const hit = events.find(match);
                if (hit) {
                  clearTimeout(timer);
                  found(hit);
                } else waiters.push(look);
              };
              look();
            }),
        });
      },
    );
    request.on('error', reject);
  });
}
