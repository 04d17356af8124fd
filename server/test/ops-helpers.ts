/** Helpers of the operations tests: the command-line tools' output, and organisations made by `npm run org`. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orgCli } from '../src/cli/org.ts';
import type { CliIo } from '../src/cli/shared.ts';
import type { Database } from '../src/db/database.ts';
import { opsCommands } from '../src/ops/commands.ts';
import { signIn } from './administration-helpers.ts';
import { client } from './helpers.ts';
import type { IsolatedOrg } from './tenant-isolation-suite.ts';

/** What a command printed, line by line. */
export function captured(): CliIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(...l.split('\n')), err: (l) => errors.push(...l.split('\n')) };
}

/** `npm run org -- …` as the terminal runs it, with its commands run in this test's app (as the server runs them). */
export async function runOrg(app: FastifyInstance, database: Database, argv: string[]) {
  const io = captured();
  const commands = opsCommands(app, database);
  const status = await orgCli(argv, { io, env: { PORT: '8080' }, run: (command, args) => commands[command](args) });
  return { status, lines: io.lines, errors: io.errors };
}

export const NEW_PASSWORD = 'a-lab-of-our-own-2024';

/**
 * An organisation as an operator makes one: `npm run org -- create`, then its administrator signs in on its
 * host with the one-time password printed and replaces it, as the sign-in screen makes them.
 */
export async function orgFromCli(app: FastifyInstance, database: Database, slug: string): Promise<IsolatedOrg & { email: string }> {
  const email = `owner@${slug}.lab`;
  const run = await runOrg(app, database, ['create', '--slug', slug, '--name', `${slug} laboratory`, '--admin-email', email]);
  expect(run.status, run.errors.join('\n')).toBe(0);
  const once = /^One-time password: (\S+)$/.exec(run.lines.find((l) => l.startsWith('One-time password: ')) ?? '')?.[1];
  expect(once).toBeTruthy();
  const host = `${slug}.localhost`;
  const first = await signIn(app, email, once!, host);
  expect(first.status).toBe(200);
  expect(first.body.mustChangePassword).toBe(true);
  const changed = await client(app, first.body.token, host).post('/api/auth/change-password', {
    currentPassword: once,
    newPassword: NEW_PASSWORD,
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const session = await signIn(app, email, NEW_PASSWORD, host);
  const me = await client(app, session.body.token, host).get('/api/auth/me');
  expect(me.body.organization.slug).toBe(slug);
  return { org: me.body.organization, user: me.body.user, email, token: session.body.token, client: client(app, session.body.token, host) };
}
