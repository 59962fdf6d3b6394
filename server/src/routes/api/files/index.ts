import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { isUploadKey, sniffImage, type UploadKind } from '../../../lib/uploads';
import { drawingVisibleTo } from '../../../repositories/ticket.repository';

async function sendUpload(app: FastifyInstance, reply: FastifyReply, kind: UploadKind, key: string) {
  const data = await app.uploads.read(kind, key);
  const type = data ? await sniffImage(data) : null;
  if (!data || !type) throw notFound();
  return reply
    .header('Content-Type', type.mime)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'private, max-age=300')
    .send(data);
}

/**
 * /api/files routes (see API.md). A drawing goes only to its ticket's submitter and inventors,
 * a photo to any signed-in user; everyone else gets the same 404 (nothing to probe).
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.get('/drawings/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!request.auth || !isUploadKey(key)) throw notFound();
    if (!(await drawingVisibleTo(app.db, key, request.auth.inventorId))) throw notFound();
    return sendUpload(app, reply, 'drawings', key);
  });

  app.get('/photos/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!request.auth || !isUploadKey(key)) throw notFound();
    return sendUpload(app, reply, 'photos', key);
  });
}
