import { describe, expect, it } from 'vitest';
import { orgSlugFromHost } from './host.ts';

describe('orgSlugFromHost', () => {
  it.each([
    ['demo.localhost:8080', 'demo'],
    ['demo.localhost', 'demo'],
    ['DEMO.LocalHost:8080', 'demo'],
    ['demo.localhost.', 'demo'],
    ['acme.lab.example.com', 'acme'],
  ])('reads %s as organisation %s', (host, slug) => {
    expect(orgSlugFromHost(host)).toBe(slug);
  });

  it.each([['localhost'], ['localhost:8080'], ['127.0.0.1'], ['127.0.0.1:8080'], ['10.1.2.3:443'], ['[::1]:8080'], ['[::1]'], ['']])(
    'reads bare host %j as no organisation',
    (host) => {
      expect(orgSlugFromHost(host)).toBeUndefined();
    },
  );

  it('reads a missing host as no organisation', () => {
    expect(orgSlugFromHost(undefined)).toBeUndefined();
  });

  describe('with APP_DOMAIN', () => {
    const domain = 'lab.example.com';
    it.each([
      ['acme.lab.example.com', 'acme'],
      ['acme.lab.example.com:443', 'acme'],
      ['ACME.Lab.Example.com', 'acme'],
    ])('reads %s as organisation %s', (host, slug) => {
      expect(orgSlugFromHost(host, domain)).toBe(slug);
    });

    it.each([
      ['lab.example.com'],
      ['lab.example.com:8080'],
      ['other.example.com'],
      ['example.com'],
      ['evil-lab.example.com'],
      ['127.0.0.1:8080'],
      ['localhost'],
    ])('reads %s as no organisation', (host) => {
      expect(orgSlugFromHost(host, domain)).toBeUndefined();
    });
  });
});
