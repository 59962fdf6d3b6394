import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OFFICE_TIME_ZONE_META } from '@inventor-portal/shared/schemas';

interface Rendered {
  mtimeMs: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The host's index.html with the office's time zone in a `<meta>` (the browser's "today" is the
 * server's), compressed once per build: the page is rendered again only when the build changes.
 */
export function createIndexPage(hostDist: string, timeZone: string) {
  const file = path.join(hostDist, 'index.html');
  const meta = `<meta name="${OFFICE_TIME_ZONE_META}" content="${escapeAttribute(timeZone)}">`;
  let rendered: Rendered | null = null;

  const render = (): Rendered | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (rendered?.mtimeMs === mtimeMs) return rendered;
    const source = fs.readFileSync(file, 'utf8');
    const html = Buffer.from(
      source.includes('</head>') ? source.replace('</head>', `${meta}</head>`) : meta + source,
    );
    rendered = {
      mtimeMs,
      html,
      br: zlib.brotliCompressSync(html),
      gzip: zlib.gzipSync(html, { level: 9 }),
    };
    return rendered;
  };

  /** Sends the page; false when the front end is not built. */
  return function sendIndexPage(request: FastifyRequest, reply: FastifyReply): boolean {
    const page = render();
    if (!page) return false;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    void reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepted)) void reply.header('Content-Encoding', 'br').send(page.br);
    else if (/\bgzip\b/.test(accepted))
      void reply.header('Content-Encoding', 'gzip').send(page.gzip);
    else void reply.send(page.html);
    return true;
  };
}
