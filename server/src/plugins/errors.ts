import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { AppError, type ErrorDetail } from '../errors.ts';
import { fieldProblems } from '../services/field-problems.ts';

function send(reply: FastifyReply, status: number, error: string, details: ErrorDetail[] = [], title = error) {
  return reply.status(status).type('application/json').send({ status, error, title, details });
}

/** The one error handler: known errors become `{status, error, title, details}`; 5xx say nothing more than that. */
export function errorHandler(this: FastifyInstance, err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) return send(reply, err.status, err.message, err.details, err.title ?? err.message);
  if (err.validation) {
    const labels = req.routeOptions.config?.labels ?? {};
    const details = fieldProblems(err.validation as ErrorObject[], labels).map((d) =>
      err.validationContext === 'body' ? d : { ...d, field: d.field || err.validationContext || '' },
    );
    const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
    return send(reply, 400, details.map((d) => d.message).join('; ') + where, details, 'Please check the highlighted fields');
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, body too large) carry safe messages.
    return send(reply, status, err.message.replace(/^FST_\w+: /, ''));
  }
  req.log.error({ err }, 'request failed');
  return send(reply, 500, 'Internal Server Error', [], 'Internal Server Error');
}
