import { describe, expect, it } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import type { FormConfig, LabPermissions } from '../providers/types';
import { holdsAny, menuGroups } from './menuEntries';
import type { MenuSection } from './menuSections';

const config = (name: string, label: string, menuGroup: FormConfig['menuGroup'], route = `/${name}`) =>
    ({
        name,
        label,
        menuGroup,
        route,
        apiPath: route,
        labelSingular: label,
        recordRepresentation: 'name',
        fields: [],
    }) as FormConfig;

const configs = [
    config('analyte', 'Analytes', 'Catalogue', '/test-management/analyte'),
    config('itemGroup', 'Item Groups', 'Catalogue', '/test-management/item-group'),
    config('analyteDept', 'Departments', 'Catalogue', '/test-management/dept'),
    config('priceList', 'Price Lists', 'Catalogue', '/pricelits-management'),
    config('refferal', 'Referral Partners', 'Front desk', '/refferal-management'),
    config('patient', 'Patients', 'Front desk'),
    config('unit', 'Units', 'Masters', '/masters/unit'),
    config('collectionSite', 'Collection sites', 'Masters', '/masters/collectionSite'),
    config('dept', 'Departments', 'Administration', '/user-management/departments'),
];

const admin: LabPermissions = { isAdmin: true, permissions: [] };
const member = (...permissions: string[]): LabPermissions => ({ isAdmin: false, permissions });

/** `{ group: [link texts] }`, in the order the sidebar shows them. */
const sidebar = (list: readonly FormConfig[], permissions: LabPermissions | null, sections?: MenuSection[]) =>
    Object.fromEntries(
        menuGroups(list, permissions, t, sections).map(({ group, entries }) => [group, entries.map(e => e.label)])
    );

describe('the sidebar by job', () => {
    it('shows an administrator every group in the order a laboratory works, masters among them', () => {
        expect(sidebar(configs, admin)).toEqual({
            Home: ['Home', 'Theme'],
            'Front desk': ['Visits', 'Patients', 'Referral Partners'],
            Laboratory: ['Phlebotomy queue', 'In-progress samples', 'Lab worklist', 'Courier management'],
            Statistics: ['Visit statistics', 'Patient statistics'],
            'Documents & e-mail': ['E-mail', 'Documents'],
            Catalogue: ['Test management', 'Price Lists'],
            Masters: ['Collection sites', 'Units'],
            Administration: [
                'Users',
                'Roles',
                'Permission management',
                'Permission templates',
                'Nodes',
                'Permission resources',
                'Permissions',
                'Permission categories',
                'Who can do what',
                'Expenses',
                'Departments',
            ],
        });
        expect(Object.keys(sidebar(configs, admin))).toEqual([
            'Home',
            'Front desk',
            'Laboratory',
            'Statistics',
            'Documents & e-mail',
            'Catalogue',
            'Masters',
            'Administration',
        ]);
    });

    it('shows the dashboards to whom holds any statistics call of theirs, and only those', () => {
        const accountant = sidebar([], member('visit.list', 'visitStats.hourly-visits'));
        expect(accountant.Statistics).toEqual(['Visit statistics']);
        expect(sidebar([], member('patientStats.*')).Statistics).toEqual(['Patient statistics']);
        expect(sidebar([], member('labStats.sample-pipeline')).Statistics).toBeUndefined();
    });

    it('shows a phlebotomist the queue and nothing of the bench or the administration', () => {
        expect(sidebar([], member('sample.list', 'sample.collect'))).toEqual({
            Home: ['Home', 'Theme'],
            Laboratory: ['Phlebotomy queue'],
        });
    });

    it('shows a technician the bench, and Test management when any one of its sections may be listed', () => {
        const technician = member('sample.receive', 'result.list', 'visit.list');
        expect(sidebar([configs[1], configs[6]], technician)).toEqual({
            Home: ['Home', 'Theme'],
            'Front desk': ['Visits'],
            Laboratory: ['In-progress samples', 'Lab worklist'],
            Catalogue: ['Test management'],
            Masters: ['Units'],
        });
        expect(sidebar([configs[3]], technician).Catalogue).toEqual(['Price Lists']);
    });

    it('lists a schema resource under whatever group its config names, without code', () => {
        const newGroupMember = [config('courierBox', 'Courier boxes', 'Laboratory', '/masters/courierBox')];
        expect(sidebar(newGroupMember, member()).Laboratory).toEqual(['Courier boxes']);
    });

    it('adds a screen of another engineer from one declared object, shown by its permission', () => {
        const sections: MenuSection[] = [
            {
                key: 'email',
                group: 'Documents & e-mail',
                path: '/email-management',
                label: 'E-mail',
                icon: 'Mail',
                permissions: ['email.*'],
                preload: () => Promise.resolve(),
            },
        ];
        expect(sidebar([], member('email.send'), sections)).toEqual({ 'Documents & e-mail': ['E-mail'] });
        expect(sidebar([], member('visit.list'), sections)).toEqual({});
    });
});

describe('holdsAny', () => {
    it('reads resource.action, resource.* held, and resource.* asked', () => {
        expect(holdsAny(member('visit.list'), ['visit.list'])).toBe(true);
        expect(holdsAny(member('visit.*'), ['visit.cancel'])).toBe(true);
        expect(holdsAny(member('visitStats.hourly-visits'), ['visitStats.*'])).toBe(true);
        expect(holdsAny(member('visitStatsX.a'), ['visitStats.*'])).toBe(false);
        expect(holdsAny(member('visit.list'), ['sample.collect', 'sample.submit'])).toBe(false);
        expect(holdsAny(null, ['visit.list'])).toBe(false);
        expect(holdsAny(admin, ['anything.at-all'])).toBe(true);
    });
});
