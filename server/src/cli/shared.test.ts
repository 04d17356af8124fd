import { describe, expect, it } from 'vitest';
import { parseFlags, required, UsageError } from './shared.ts';
import { signInAddress } from './org.ts';

describe('parseFlags', () => {
  const known = { values: ['slug', 'name'], switches: ['force'] };
  it('reads --name value, --name=value and switches', () => {
    expect(parseFlags(['--slug', 'acme', '--name=Acme Labs', '--force'], known)).toEqual({ slug: 'acme', name: 'Acme Labs', force: true });
  });
  it.each([
    [['acme'], "Unexpected argument 'acme'"],
    [['--colour', 'red'], 'Unknown option --colour'],
    [['--slug'], '--slug needs a value'],
    [['--slug', '--force'], '--slug needs a value'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseFlags(argv, known)).toThrow(new UsageError(message));
  });
  it('names a missing required flag', () => {
    expect(() => required({}, 'out')).toThrow(new UsageError('--out is required'));
  });
});

describe('signInAddress', () => {
  it("is the organisation's label in front of APP_DOMAIN, else of localhost", () => {
    expect(signInAddress('acme', { APP_DOMAIN: 'LabDesk.Example.com' })).toBe('https://acme.labdesk.example.com/sign-in');
    expect(signInAddress('acme', { PORT: '3000' })).toBe('http://acme.localhost:3000/sign-in');
    expect(signInAddress('acme', {})).toBe('http://acme.localhost:8080/sign-in');
  });
});
