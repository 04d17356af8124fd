import type { FastifyInstance } from 'fastify';
import { PasswordChange, PasswordChanged } from '../../../../contract/administration.ts';
import { isClerkMode } from '../../config.ts';
import { principalOf } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { changePassword } from '../../services/password-service.ts';

/** `/api/auth/change-password`: open while a one-time password still has to be replaced (local mode). */
export function passwordRoutes(app: FastifyInstance) {
  app.post<{ Body: PasswordChange }>(
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
        body: PasswordChange,
      },
    },
    async (req) => {
      if (isClerkMode(app.ctx.config)) throw badRequest('Passwords are managed by Clerk in this installation');
      return changePassword(app.ctx.db, principalOf(req), req.ip, req.body);
    },
  );
}
