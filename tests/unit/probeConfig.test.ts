// Issue 36: a local run is not on the network unless HOST says so (finding 1), and production
// refuses a JWT_SECRET that is long but guessable (finding 11).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { estimatedSecretBits } from '../../server/auth/secretStrength';

const DATA_DIR = '/tmp/sway-config-test';
const production = { NODE_ENV: 'production', DATA_DIR, SMTP_URL: 'smtp://mail.example.com:587' } as const;

describe('HOST (issue 36 finding 1)', () => {
  it('listens on loopback only outside production unless HOST is set', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('listens on every interface in production, where a proxy or a container reaches it', () => {
    expect(loadConfig({ ...production, JWT_SECRET: 'k7Qp2Zr9Lx4Wm8Tb3Nc6Vd1Hf5Js0Gy_UaE' }).host).toBe('0.0.0.0');
  });
});

describe('JWT_SECRET entropy in production (issue 36 finding 11)', () => {
  it.each([
    ['one letter repeated 36 times', 'a'.repeat(36)],
    ['a short cycle', 'abc'.repeat(12)],
    ['two letters alternating', 'ab'.repeat(24)],
  ])('refuses %s, naming the variable', (_name, secret) => {
    expect(() => loadConfig({ ...production, JWT_SECRET: secret })).toThrow(/JWT_SECRET: is too easy to guess/);
  });

  it('accepts generated secrets: 32 hex characters, base64 of 24 and 32 bytes', () => {
    for (const secret of ['655c93288fd4ac270ab67a2e2277da1b', 'yx61NjvvJiXZ6VGfedqc6PwI_t7IPPmO', 'q2Jx+f0m6Uu8zq1bF7HkXn3v9yTt4WcR0s5eLa2dP6o=']) {
      expect(loadConfig({ ...production, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    }
  });

  it('estimates a repeated letter at 0 bits and 32 distinct characters at 160', () => {
    expect(estimatedSecretBits('a'.repeat(36))).toBe(0);
    expect(estimatedSecretBits('abcdefghijklmnopqrstuvwxyzABCDEF')).toBeCloseTo(160);
  });
});
