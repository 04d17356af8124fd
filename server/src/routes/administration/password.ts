import type { FastifyInstance } from 'fastify';
import { PasswordChanged } from '../../../../contract/administration.ts';
import { isClerkMode } from '../../config.ts';
import { principalOf } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { changePassword } from '../../services/password-service.ts';

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'newPassword'],
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: 200 },
    newPassword: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description: 'At least 10 characters, not the current one, not the e-mail',
    },
  },
} as const;

/** `/api/auth/change-password`: open while a one-time password still has to be replaced (local mode). */
export function passwordRoutes(app: FastifyInstance) {
  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/auth/change-password',
    {
      config: {
        authenticated: true,
        beforePasswordChange: true,
        labels: { currentPassword: 'Current password', newPassword: 'New password' },
      },
      schema: {
        response: { 200: PasswordChanged },
        tags: ['auth'],
        summary: 'Replace your password (required after a one-time password)',
        body,
      },
    },
    async (req) => {
      if (isClerkMode(app.ctx.config)) throw badRequest('Passwords are managed by Clerk in this installation');
      return changePassword(app.ctx.db, principalOf(req), req.ip, req.body);
    },
  );
}
