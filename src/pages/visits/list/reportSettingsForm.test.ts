import { describe, expect, it } from 'vitest';
import { formValuesOf, settingsInputOf, validateReportSettings, type ReportSettingsValues } from './reportSettingsForm';

type Change = Partial<Omit<ReportSettingsValues, 'header'>> & { header?: Partial<ReportSettingsValues['header']> };

const values = (change: Change = {}): ReportSettingsValues => ({
    letterhead: true,
    holdWhileDue: false,
    publicBaseUrl: '',
    ...change,
    header: { name: 'Demo Diagnostics', address: '', phone: '', email: '', ...change.header },
});

const V = 'app.visit.report_settings.validation';

describe('report settings form', () => {
    it('reads the settings with empty texts for none, and sends empty texts as null', () => {
        const form = formValuesOf({
            letterhead: false,
            header: { name: 'Demo', address: null, phone: '080 1234', email: null },
            holdWhileDue: true,
            publicBaseUrl: null,
        });
        expect(form).toEqual({
            letterhead: false,
            header: { name: 'Demo', address: '', phone: '080 1234', email: '' },
            holdWhileDue: true,
            publicBaseUrl: '',
        });
        expect(settingsInputOf({ ...form, header: { ...form.header, name: '  Demo Lab ', address: '  ' } })).toEqual({
            letterhead: false,
            header: { name: 'Demo Lab', address: null, phone: '080 1234', email: null },
            holdWhileDue: true,
            publicBaseUrl: null,
        });
    });

    it('drops the trailing slash of the public base URL, as the server does', () => {
        expect(settingsInputOf(values({ publicBaseUrl: ' https://lab.example.com/reports/ ' })).publicBaseUrl).toBe(
            'https://lab.example.com/reports'
        );
    });

    it('accepts the defaults and complete, well-formed values', () => {
        expect(validateReportSettings(values())).toEqual({});
        expect(
            validateReportSettings(
                values({
                    publicBaseUrl: 'http://localhost:8351/lab',
                    header: { address: '12 MG Road', phone: '+91 80 1234 5678', email: 'reports@demo.lab' },
                })
            )
        ).toEqual({});
    });

    it('needs a header name', () => {
        expect(validateReportSettings(values({ header: { name: '   ' } }))).toEqual({
            header: { name: `${V}.name_required` },
        });
    });

    it('checks the e-mail format', () => {
        for (const email of ['reports', 'reports@', 'a b@demo.lab', '@demo.lab']) {
            expect(validateReportSettings(values({ header: { email } }))).toEqual({ header: { email: `${V}.email` } });
        }
    });

    it('takes only http(s)://host[/path] as the public base URL', () => {
        const refused = [
            'lab.example.com',
            'ftp://lab.example.com',
            'https://',
            'https://lab.example.com?x=1',
            'https://lab example.com',
            'https://lab.example.com/#a',
        ];
        for (const url of refused) {
            expect(validateReportSettings(values({ publicBaseUrl: url }))).toEqual({
                publicBaseUrl: `${V}.public_base_url`,
            });
        }
        expect(validateReportSettings(values({ publicBaseUrl: 'https://lab.example.com/' }))).toEqual({});
    });

    it('keeps to the lengths the server allows', () => {
        const errors = validateReportSettings(
            values({
                header: { name: 'n'.repeat(201), address: 'a'.repeat(501), phone: 'p'.repeat(101) },
                publicBaseUrl: `https://${'h'.repeat(300)}`,
            })
        );
        expect(errors).toEqual({
            header: {
                name: { message: `${V}.too_long`, args: { max: 200 } },
                address: { message: `${V}.too_long`, args: { max: 500 } },
                phone: { message: `${V}.too_long`, args: { max: 100 } },
            },
            publicBaseUrl: { message: `${V}.too_long`, args: { max: 300 } },
        });
        expect(validateReportSettings(values({ header: { email: `${'e'.repeat(195)}@demo.lab` } }))).toEqual({
            header: { email: { message: `${V}.too_long`, args: { max: 200 } } },
        });
    });
});
