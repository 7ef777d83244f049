// Configuration is validated at start with a message naming the bad variable (DESIGN §2).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/sway-config-test' } as const;

describe('loadConfig', () => {
  it('names the bad variable and the fix', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, CHARGEBEE_SITE: 'acme' })).toThrow(/CHARGEBEE_API_KEY/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/sway-config-test' })).toThrow(/JWT_SECRET: is required in production/);
  });

  it('defaults to the embedded database, the local outbox and localhost links', () => {
    const config = loadConfig({ ...base });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe('/tmp/sway-config-test/pglite');
    expect(config.devMailbox).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.loginRatePerEmail).toBe(3);
    expect(config.loginRatePerIp).toBe(30);
    expect(config.serverVersion).toBe('2.36.0');
  });
});
