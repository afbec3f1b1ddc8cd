import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { site } from '@verdantia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from './config.ts';

const tmpDirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-config-'));
  tmpDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: MEMORY_DATA_DIR }, () => {});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: 600,
      FORM_RATE_LIMIT_MAX: 30,
      DATABASE_URL: undefined,
    });
    expect(config.WEB_DIST).toBe(path.resolve(import.meta.dirname, '../../web/build/client'));
  });

  it('reads TRUST_PROXY as true/false, a number of hops or a list of addresses and ranges', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: MEMORY_DATA_DIR, TRUST_PROXY: value }, () => {}).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.org', '1.2.3.4/8/1']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be true, false, a number/);
    }
  });

  it('resolves DATA_DIR against the working directory and follows PORT in PUBLIC_URL', () => {
    const config = loadConfig(
      { DATA_DIR: path.relative(process.cwd(), tmpDir()), PORT: '3999' },
      () => {},
    );
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.PUBLIC_URL).toBe('http://localhost:3999');
  });

  it('treats empty variables as unset and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig(
      { DATA_DIR: MEMORY_DATA_DIR, PORT: '', PUBLIC_URL: 'https://www.example.com/' },
      () => {},
    );
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('https://www.example.com');
  });

  it('rejects invalid values with one clear line per variable', () => {
    const load = () =>
      loadConfig(
        { DATA_DIR: MEMORY_DATA_DIR, PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_KEY: 'short' },
        () => {},
      );
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must be a postgres/);
    expect(load).toThrow(/DATA_KEY: must be 32 random bytes/);
  });

  it('generates the secrets once into DATA_DIR/secrets.json with mode 0600, never logging them', () => {
    const dataDir = tmpDir();
    const notify = vi.fn();
    const first = loadConfig({ DATA_DIR: dataDir }, notify);
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.DATA_KEY, 'base64')).toHaveLength(32);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(notify).toHaveBeenCalledWith('info', expect.stringContaining(file));
    const logged = JSON.stringify(notify.mock.calls);
    expect(logged).not.toContain(first.DATA_KEY);
    expect(logged).not.toContain(first.JWT_SECRET);

    const again = vi.fn();
    const second = loadConfig({ DATA_DIR: dataDir }, again);
    expect(second.DATA_KEY).toBe(first.DATA_KEY);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(again).not.toHaveBeenCalled();
  });

  it('prefers secrets from the environment and writes no file when both are given', () => {
    const dataDir = tmpDir();
    const DATA_KEY = Buffer.alloc(32, 7).toString('base64');
    const JWT_SECRET = 'x'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, DATA_KEY, JWT_SECRET }, () => {});
    expect(config).toMatchObject({ DATA_KEY, JWT_SECRET });
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('refuses a damaged secrets file instead of replacing the key', () => {
    const dataDir = tmpDir();
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{"DATA_KEY": "nope"}');
    expect(() => loadConfig({ DATA_DIR: dataDir }, () => {})).toThrow(/not a valid secrets file/);
    expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(
      '{"DATA_KEY": "nope"}',
    );
  });
  it("sends lead notifications to the site's address unless NOTIFY_EMAIL says otherwise", () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: MEMORY_DATA_DIR, ...env }, () => {});
    expect(load({}).NOTIFY_EMAIL).toBe(site.email);
    expect(load({ NOTIFY_EMAIL: 'leads@provider.example' }).NOTIFY_EMAIL).toBe(
      'leads@provider.example',
    );
    expect(() => load({ NOTIFY_EMAIL: 'not an address' })).toThrow(
      /NOTIFY_EMAIL: must be an e-mail/,
    );
  });

  it('takes the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, both or neither', () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: MEMORY_DATA_DIR, ...env }, () => {});
    expect(load({}).ADMIN_EMAIL).toBeUndefined();
    const both = load({ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'a long password' });
    expect(both).toMatchObject({
      ADMIN_EMAIL: 'boss@example.org',
      ADMIN_PASSWORD: 'a long password',
    });
    expect(() => load({ ADMIN_EMAIL: 'boss@example.org' })).toThrow(/set both or neither/);
    expect(() => load({ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(() => load({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'a long password' })).toThrow(
      /ADMIN_EMAIL: must be an e-mail/,
    );
  });

  it('refuses to start on PostgreSQL without DATA_KEY and JWT_SECRET shared by every instance', () => {
    const base = { DATA_DIR: tmpDir(), DATABASE_URL: 'postgres://app@db.internal/verdantia' };
    const dataKey = Buffer.alloc(32, 7).toString('base64');
    const jwtSecret = 'j'.repeat(40);
    expect(() => loadConfig(base, () => {})).toThrow(
      /DATA_KEY and JWT_SECRET: required with DATABASE_URL\. Every instance .* same DATA_KEY and JWT_SECRET/,
    );
    expect(() => loadConfig({ ...base, DATA_KEY: dataKey }, () => {})).toThrow(
      /- JWT_SECRET: required with DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, JWT_SECRET: jwtSecret }, () => {})).toThrow(ConfigError);
    // Nothing generated behind the operator's back.
    expect(fs.existsSync(path.join(base.DATA_DIR, 'secrets.json'))).toBe(false);
    const config = loadConfig({ ...base, DATA_KEY: dataKey, JWT_SECRET: jwtSecret }, () => {});
    expect(config).toMatchObject({ DATA_KEY: dataKey, JWT_SECRET: jwtSecret });
  });
});
