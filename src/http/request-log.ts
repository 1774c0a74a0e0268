import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AccessEntry } from '../log/logger.js';

/**
 * One log line per request, when it is answered: Fastify's own logging writes two (one on
 * arrival, one on completion), and under load those writes and their redaction were the largest
 * share of the API's CPU after the network. The line is built from known fields only (request id,
 * method, path, client address, status, time taken; never a header), so it is written by `access`
 * (createAccessLog: built by hand, no redaction pass). Fastify's other lines (errors) keep the
 * redacting logger.
 */
export class RequestLog extends LogController {
  constructor(private readonly access: (entry: AccessEntry) => void) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.access({
      reqId: String(request.id),
      method: request.method,
      url: request.url,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    });
  }
}
