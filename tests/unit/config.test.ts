// Configuration is validated at start with a message naming the bad variable (DESIGN §2).
import { spawnSync } from 'node:child_process';
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
    expect(() => loadConfig({ ...base, EVENT_LEASE_SECONDS: '2' })).toThrow(/EVENT_LEASE_SECONDS/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/sway-config-test' })).toThrow(/JWT_SECRET: is required in production/);
  });

  it('defaults to the embedded database, the local outbox and localhost links', () => {
    const config = loadConfig({ ...base });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe('/tmp/sway-config-test/pglite');
    expect(config.devMailbox).toBe(false);
    expect(config.seedOnStart).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.loginRatePerEmail).toBe(3);
    expect(config.loginRatePerIp).toBe(30);
    expect(config.serverVersion).toBe('2.36.0');
    expect(config.eventLeaseSeconds).toBe(60);
    expect(loadConfig({ ...base, EVENT_LEASE_SECONDS: '20' }).eventLeaseSeconds).toBe(20);
  });

  it('serves the dev mailbox only when DEV_MAILBOX=true opts in, outside production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'development', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ ...base, DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail:25' }).devMailbox).toBe(true);
    // Trusting every proxy hop would let X-Forwarded-For: 127.0.0.1 through its loopback check.
    expect(() => loadConfig({ ...base, DEV_MAILBOX: 'true', TRUST_PROXY: 'true' })).toThrow(/DEV_MAILBOX: must not be true with TRUST_PROXY=true/);
    expect(loadConfig({ ...base, DEV_MAILBOX: 'true', TRUST_PROXY: '127.0.0.1' }).devMailbox).toBe(true);
  });
});

describe('production configuration (issue 19 finding 1)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'k7Qp2Zr9Lx4Wm8Tb3Nc6Vd1Hf5Js0Gy_UaE', DATA_DIR: '/tmp/sway-config-test', SMTP_URL: 'smtp://mail.example.com:587' } as const;

  it('starts with a mail transport, no dev mailbox and no demo data', () => {
    const config = loadConfig({ ...production });
    expect(config.devMailbox).toBe(false);
    expect(config.seedOnStart).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_START: 'false', DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('refuses the dev mailbox', () => {
    expect(() => loadConfig({ ...production, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX: must not be true in production/);
  });

  it('refuses to start without a mail transport, naming SMTP_URL', () => {
    expect(() => loadConfig({ ...production, SMTP_URL: undefined })).toThrow(/SMTP_URL: is required in production/);
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL: is required in production/);
  });

  it('refuses to seed the demo accounts', () => {
    expect(() => loadConfig({ ...production, SEED_ON_START: 'true' })).toThrow(/SEED_ON_START: must not be true in production/);
  });

  it('the server process exits before opening anything, with every bad variable named', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEV_MAILBOX: 'true', DATA_DIR: '/tmp/sway-config-test', PORT: '3987' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SMTP_URL: is required in production');
    expect(run.stderr).toContain('DEV_MAILBOX: must not be true in production');
  }, 120_000);
});
