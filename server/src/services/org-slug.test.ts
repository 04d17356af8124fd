import { describe, expect, it } from 'vitest';
import { slugProblem } from './org-slug.ts';

describe('slugProblem', () => {
  it.each(['acme', 'st-marys-2', 'a1', '9lab', 'x'.repeat(63)])('accepts %s', (slug) => {
    expect(slugProblem(slug)).toBeUndefined();
  });

  it.each([
    ['Acme', "the slug 'Acme' may hold only lowercase letters, digits and hyphens"],
    ['acme labs', "the slug 'acme labs' may hold only lowercase letters, digits and hyphens"],
    ['acme_labs', "the slug 'acme_labs' may hold only lowercase letters, digits and hyphens"],
    ['acmé', "the slug 'acmé' may hold only lowercase letters, digits and hyphens"],
    ['-acme', "the slug '-acme' must start and end with a letter or a digit"],
    ['acme-', "the slug 'acme-' must start and end with a letter or a digit"],
    ['a', "the slug 'a' must be 2 to 63 characters long"],
    ['', "the slug '' must be 2 to 63 characters long"],
    ['x'.repeat(64), `the slug '${'x'.repeat(64)}' must be 2 to 63 characters long`],
    ['xn--acme', "the slug 'xn--acme' must not start with 'xn--' (that names an internationalised domain)"],
    ['www', "the slug 'www' is reserved"],
    ['api', "the slug 'api' is reserved"],
    ['app', "the slug 'app' is reserved"],
    ['admin', "the slug 'admin' is reserved"],
    ['mail', "the slug 'mail' is reserved"],
  ])('refuses %s: %s', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });
});
