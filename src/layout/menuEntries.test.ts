import { describe, expect, it } from 'vitest';
import { translateEnglish as t } from '../i18n/translateEnglish';
import type { FormConfig } from '../providers/types';
import { menuEntries } from './menuEntries';

const config = (name: string, label: string, menuGroup: FormConfig['menuGroup'], route = `/${name}`) =>
    ({ name, label, menuGroup, route, apiPath: route, labelSingular: label, recordRepresentation: 'name', fields: [] }) as FormConfig;

const configs = [
    config('analyte', 'Analytes', 'Catalogue', '/test-management/analyte'),
    config('itemGroup', 'Item Groups', 'Catalogue', '/test-management/item-group'),
    config('analyteDept', 'Departments', 'Catalogue', '/test-management/dept'),
    config('priceList', 'Price Lists', 'Catalogue', '/pricelits-management'),
    config('patient', 'Patients', 'Front desk'),
];

const entries = (list: FormConfig[], group: FormConfig['menuGroup']) =>
    menuEntries(list, group, t).map(({ key, to, label }) => ({ key, to, label }));

describe('the sidebar entries of a group', () => {
    it('shows the catalogue sections once, as Test management, beside the price lists', () => {
        expect(entries(configs, 'Catalogue')).toEqual([
            { key: 'priceList', to: '/pricelits-management', label: 'Price Lists' },
            { key: 'testManagement', to: '/test-management', label: 'Test management' },
        ]);
    });
    it('shows Test management when the user may see any one of its sections, and not otherwise', () => {
        expect(entries([config('itemGroup', 'Item Groups', 'Catalogue')], 'Catalogue').map(e => e.key)).toEqual(['testManagement']);
        expect(entries([configs[3]], 'Catalogue').map(e => e.key)).toEqual(['priceList']);
    });
    it('leaves the other groups to their schema resources', () => {
        expect(entries(configs, 'Front desk')).toEqual([{ key: 'patient', to: '/patient', label: 'Patients' }]);
        expect(entries(configs, 'Masters')).toEqual([]);
    });
});
