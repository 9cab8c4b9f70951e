import type { FastifyReply } from 'fastify';

/**
 * A file of a queue (an uploaded image or document) to the console: private, never cached by a shared cache,
 * sandboxed so an uploaded file can never run as a page of the console's origin. A pdf is offered as a download.
 */
export function sendQueueFile(
  reply: FastifyReply,
  file: { contentType: string; data: Buffer },
  name: string,
) {
  const pdf = file.contentType === 'application/pdf';
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', pdf ? `attachment; filename="${name}.pdf"` : 'inline')
    .send(file.data);
}
