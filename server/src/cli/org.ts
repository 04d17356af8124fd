import type { Env } from '../ops/pg-tools.ts';
import type { CreatedOrganization, OrganizationListing } from '../services/organization-admin.ts';
import { isMain, parseFlags, required, runCli, terminal, UsageError, whereTheDatabaseIs, withCommands, type CliIo } from './shared.ts';

const USAGE = `Usage:
  npm run org -- create --slug acme --name "Acme Labs" --admin-email owner@acme.lab [--admin-first-name Ada] [--admin-last-name Lovelace]
  npm run org -- list
  npm run org -- deactivate --slug acme
  npm run org -- activate --slug acme`;

/** Runs one operations command (ops/commands.ts) and answers its result. */
export type Runner = (command: string, args: Record<string, unknown>) => Promise<unknown>;

export interface OrgCliOptions {
  io?: CliIo;
  env?: Env;
  /** how commands reach the database; by default where it is (whereTheDatabaseIs) */
  run?: Runner;
}

const defaultRunner =
  (env: Env): Runner =>
  (command, args) =>
    whereTheDatabaseIs(env, command, args, () => withCommands(env, 'npm run org', (commands) => commands[command](args)));

/** Where people of the organisation sign in: its label in front of APP_DOMAIN, or of localhost. */
export function signInAddress(slug: string, env: Env): string {
  const domain = env.APP_DOMAIN?.toLowerCase();
  return domain ? `https://${slug}.${domain}/sign-in` : `http://${slug}.localhost:${env.PORT || '8080'}/sign-in`;
}

function printCreated(io: CliIo, created: CreatedOrganization, env: Env): void {
  const { organization, admin, oneTimePassword } = created;
  io.out(
    `Created organisation '${organization.slug}' (${organization.name}) with the roles, masters, catalogue and templates every organisation starts with.`,
  );
  io.out(`Administrator: ${admin.email}`);
  if (oneTimePassword) {
    io.out(`One-time password: ${oneTimePassword}`);
    io.out('  (shown only now; they choose their own password at their first sign-in)');
  } else if (admin.existingAccount) {
    io.out(`  ${admin.email} already has a LabDesk account and signs in with the password they have.`);
  } else {
    io.out(`  They sign in with Clerk as ${admin.email}; give the Clerk organisation the slug '${organization.slug}'.`);
  }
  io.out(`Sign in at ${signInAddress(organization.slug, env)}`);
}

function printList(io: CliIo, rows: OrganizationListing[]): void {
  const table = [
    ['SLUG', 'NAME', 'ACTIVE', 'MEMBERS', 'CREATED'],
    ...rows.map((o) => [o.slug, o.name, o.isActive ? 'yes' : 'no', String(o.members), o.createdAt.slice(0, 10)]),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const row of table)
    io.out(
      row
        .map((cell, c) => cell.padEnd(widths[c]))
        .join('  ')
        .trimEnd(),
    );
}

/** `npm run org -- <create|list|deactivate|activate> …`: answers the exit status. */
export async function orgCli(argv: string[], options: OrgCliOptions = {}): Promise<number> {
  const io = options.io ?? terminal;
  const env = options.env ?? process.env;
  const run = options.run ?? defaultRunner(env);
  const [action, ...rest] = argv;
  return runCli(io, USAGE, async () => {
    if (action === 'create') {
      const flags = parseFlags(rest, { values: ['slug', 'name', 'admin-email', 'admin-first-name', 'admin-last-name'] });
      const created = (await run('org.create', {
        slug: required(flags, 'slug'),
        name: required(flags, 'name'),
        adminEmail: required(flags, 'admin-email'),
        adminFirstName: flags['admin-first-name'],
        adminLastName: flags['admin-last-name'],
      })) as CreatedOrganization;
      printCreated(io, created, env);
    } else if (action === 'list') {
      parseFlags(rest, { values: [] });
      printList(io, (await run('org.list', {})) as OrganizationListing[]);
    } else if (action === 'deactivate' || action === 'activate') {
      const slug = required(parseFlags(rest, { values: ['slug'] }), 'slug');
      const org = (await run(`org.${action}`, { slug })) as OrganizationListing;
      io.out(
        action === 'deactivate'
          ? `Deactivated '${org.slug}' (${org.name}): its ${org.members} member(s) are signed out and cannot sign in; its data is kept. Bring it back with: npm run org -- activate --slug ${org.slug}`
          : `Activated '${org.slug}' (${org.name}): its ${org.members} member(s) can sign in again.`,
      );
    } else {
      throw new UsageError(action ? `Unknown command '${action}'` : 'Which command?');
    }
  });
}

if (isMain(import.meta.url)) process.exitCode = await orgCli(process.argv.slice(2));
