import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillPlaceholdersHtml, personValues, visitDate, visitValues } from './placeholders.ts';

const ravi = {
  name: { firstName: 'Ravi', lastName: 'Kumar' },
  age: { years: 34 },
  gender: 'Male',
  phone: { number: { countryCode: '91', number: '98450 12345' } },
  email: 'ravi@example.com',
};

describe('personValues (spec §4)', () => {
  it('joins first and last name, writes the phone as +code space number', () => {
    expect(personValues(ravi)).toEqual({
      fullname: 'Ravi Kumar',
      age: '34',
      gender: 'Male',
      phone: '+91 98450 12345',
      email: 'ravi@example.com',
    });
  });

  it('leaves missing values empty', () => {
    expect(personValues({ name: { firstName: 'Asha' } })).toEqual({ fullname: 'Asha', age: '', gender: '', phone: '', email: '' });
    expect(personValues(null)).toEqual({});
    expect(personValues({ phone: { number: { countryCode: '91' } } }).phone).toBe('');
  });

  it('falls back to the primary e-mail address and keeps an age of 0', () => {
    expect(personValues({ primaryEmailAddress: { emailAddress: 'p@x.in' }, age: { years: 0 } })).toMatchObject({
      email: 'p@x.in',
      age: '0',
    });
  });
});

describe('visitValues', () => {
  it('writes the code, the day, the referrer and the tests', () => {
    expect(
      visitValues({ code: 'V-2026-000012', visitedAt: '2026-09-16T10:30:00Z', referrer: 'Dr. Rao', tests: ['CBC', 'Lipid profile'] }),
    ).toEqual({
      visitcode: 'V-2026-000012',
      visitdate: '16 Sep 2026',
      referrer: 'Dr. Rao',
      tests: 'CBC, Lipid profile',
    });
    expect(visitDate('not a date')).toBe('');
  });
});

describe('fillPlaceholders', () => {
  it('replaces known tokens, empties missing ones and keeps unknown ones', () => {
    expect(fillPlaceholders('Dear [!fullname], age [!age], [!visitcode]. [!nickname]', { fullname: 'Ravi Kumar', age: '34' })).toBe(
      'Dear Ravi Kumar, age 34, . [!nickname]',
    );
  });

  it('fills chips and typed tokens in HTML, escaping the values', () => {
    const html = '<p>Dear <span class="merge-field" data-field="fullname">[!fullname]</span> ([!email])</p>';
    expect(fillPlaceholdersHtml(html, { fullname: 'A <b>&</b>', email: 'a@b.c' })).toBe('<p>Dear A &lt;b&gt;&amp;&lt;/b&gt; (a@b.c)</p>');
  });
});
