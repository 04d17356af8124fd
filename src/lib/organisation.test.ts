import { describe, expect, it } from 'vitest';
import { checkOrganisation, isBareHost } from './organisation';

const demo = { id: 'o1', slug: 'demo', name: 'Demo Diagnostics' };
const city = { id: 'o2', slug: 'citylab', name: 'City Lab' };

describe('organisation check (spec §5)', () => {
    it('matches the first label of the host to a membership', () => {
        expect(checkOrganisation('demo.localhost', [city, demo])).toEqual({ status: 'match', organisation: demo });
        expect(checkOrganisation('CityLab.labdesk.example.com', [demo, city])).toEqual({
            status: 'match',
            organisation: city,
        });
    });
    it('reports a host whose organisation the user lacks', () => {
        expect(checkOrganisation('other.localhost', [demo])).toEqual({ status: 'mismatch', slug: 'other' });
        expect(checkOrganisation('demo.localhost', [])).toEqual({ status: 'mismatch', slug: 'demo' });
    });
    it('skips the check on a bare host and uses the first organisation', () => {
        for (const host of ['localhost', '127.0.0.1', '10.1.2.3', '[::1]', '::1']) {
            expect(checkOrganisation(host, [demo, city])).toEqual({ status: 'bare-host', organisation: demo });
        }
    });
    it("treats the app's own domain as bare when one is configured", () => {
        expect(isBareHost('labdesk.example.com', 'labdesk.example.com')).toBe(true);
        expect(checkOrganisation('labdesk.example.com', [demo], 'labdesk.example.com').status).toBe('bare-host');
        expect(checkOrganisation('demo.labdesk.example.com', [demo], 'labdesk.example.com').status).toBe('match');
    });
});
