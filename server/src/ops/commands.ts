import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { createOrganization, organizationListing, setOrganizationState, type NewOrganization } from '../services/organization-admin.ts';
import { takeBackup } from './backup.ts';
import type { Commands } from './control-socket.ts';

/**
 * The operations commands, by name: the server answers them on its control socket (PGlite), and the
 * command-line tools run the same functions in their own process when no server holds the database.
 */
export function opsCommands(app: FastifyInstance, database: Database): Commands {
  const slug = (args: Record<string, unknown>) => String(args.slug ?? '');
  const commands: Commands = {
    'org.create': (args) => createOrganization(app.ctx, args as unknown as NewOrganization),
    'org.list': () => organizationListing(app.ctx),
    'org.deactivate': (args) => setOrganizationState(app.ctx, slug(args), false),
    'org.activate': (args) => setOrganizationState(app.ctx, slug(args), true),
    backup: (args) => {
      const out = String(args.out ?? '');
      if (!path.isAbsolute(out)) throw badRequest('Refused: --out must be an absolute path');
      return takeBackup(database, out, { kind: 'manual' });
    },
  };
  // Logged where the server logs, so the operator's actions show beside everything else.
  return Object.fromEntries(
    Object.entries(commands).map(([name, run]) => [
      name,
      async (args: Record<string, unknown>) => {
        const result = await run(args);
        app.log.info({ command: name, slug: args.slug, out: args.out }, `Operations command ${name} done`);
        return result;
      },
    ]),
  );
}
