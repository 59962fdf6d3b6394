import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, HttpClient, startChild, type ChildServer } from './child-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fault (d): SIGTERM drains in-flight requests before exit', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-sigterm-'));
  let server: ChildServer | undefined;
  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request whose body is still arriving when SIGTERM lands, then exits 0', async () => {
    const port = await freePort();
    server = await startChild(dataDir, port);
    const client = new HttpClient(server.baseUrl);
    await client.signUpAndIn('drain@example.org');

    const body = JSON.stringify({
      title: 'Sent across a SIGTERM',
      summary: 's',
      context: 'c',
      problem_identification: 'p',
      is_draft: false,
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${server?.baseUrl}/api/inventors/ticket/create/`,
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: client.cookieHeader(),
            'x-csrftoken': client.csrfToken(),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      void sleep(400).then(async () => {
        server?.process.kill('SIGTERM');
        await sleep(600);
        req.end(body.slice(20));
      });
    });

    const res = await answer;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ title: 'Sent across a SIGTERM' });
    expect(await server.exited).toBe(0);

    // The acknowledged ticket is there after a restart.
    server = await startChild(dataDir, port);
    const list = await client.request('GET', '/api/inventors/tickets/');
    const titles = ((await list.json()) as { results: { title: string }[] }).results.map(
      (t) => t.title,
    );
    expect(titles).toContain('Sent across a SIGTERM');
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
