import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  ConfigError,
  DEFAULT_GUARDS,
  DEFAULT_RESUME_CHECK_LIMITS,
  defaultResumeCheckThreads,
  loadConfig,
  UPLOADS_DIR,
} from '../../server/config';
import { DEFAULT_RESUME_MAX_BYTES } from '../../src/domain/resume';

describe('server configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      databasePoolSize: 10,
      demoData: true,
      shutdownGraceMs: 10_000,
      contentCheckMs: 2_000,
      resumeMaxBytes: DEFAULT_RESUME_MAX_BYTES,
      distDir: '/srv/app/dist',
      uploadsDir: UPLOADS_DIR,
      maxConnections: 1000,
      guards: DEFAULT_GUARDS,
      resumeChecks: DEFAULT_RESUME_CHECK_LIMITS,
      imagesDir: '/srv/app/data/uploads',
      vitalsSampleRate: 1,
    });
    // The resume checks' figures README.md gives: a thread per core but one, from 1 to 4.
    expect(DEFAULT_RESUME_CHECK_LIMITS).toMatchObject({ timeLimitMs: 5_000, memoryLimitMb: 128 });
    expect([1, 2, 3, 8, 64].map((cores) => defaultResumeCheckThreads(cores))).toEqual([1, 1, 2, 4, 4]);
    // The figures README.md and docs/ARCHITECTURE.md give.
    expect(DEFAULT_GUARDS).toMatchObject({ applicationsPerWindow: 10, enquiriesPerWindow: 20, vitalsPerWindow: 120 });
    expect(DEFAULT_GUARDS).toMatchObject({ windowSeconds: 600, resumeBytesPerDay: 500 * 1024 * 1024 });
    expect(DEFAULT_GUARDS).toMatchObject({ concurrentUploads: 20, bodyIdleSeconds: 30 });
    expect([DEFAULT_GUARDS.trustedProxies, DEFAULT_GUARDS.allowedOrigins]).toEqual([[], []]);
    expect(UPLOADS_DIR).toBe(resolve(import.meta.dirname, '../../server/uploads') + '/');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://u:p@db:5432/jobs',
        RESUME_MAX_BYTES: '1048576',
        DIST_DIR: '/opt/site',
        DATABASE_POOL_SIZE: '4',
        DEMO_DATA: 'off',
        SHUTDOWN_GRACE_SECONDS: '25',
        CONTENT_CHECK_SECONDS: '5',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      databasePoolSize: 4,
      demoData: false,
      shutdownGraceMs: 25_000,
      contentCheckMs: 5_000,
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/db',
      imagesDir: '/srv/app/var/db/uploads',
      databaseUrl: 'postgres://u:p@db:5432/jobs',
      resumeMaxBytes: 1048576,
      distDir: '/opt/site',
    });
  });

  it('reads the limits, the trusted proxies and the allowed origins', () => {
    const config = loadConfig({
      MAX_CONNECTIONS: '50',
      RATE_LIMIT_APPLICATIONS: '3',
      RATE_LIMIT_ENQUIRIES: '4',
      RATE_LIMIT_VITALS: '7',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RESUME_QUOTA_BYTES_PER_DAY: '1000000',
      MAX_CONCURRENT_UPLOADS: '2',
      BODY_TIMEOUT_SECONDS: '5',
      RESUME_CHECK_THREADS: '3',
      RESUME_CHECK_SECONDS: '2',
      RESUME_CHECK_MEMORY_MB: '64',
      TRUSTED_PROXIES: '10.0.0.1, ::1',
      ALLOWED_ORIGINS: 'https://jobs.example.com,https://www.Example.com/',
      VITALS_SAMPLE_RATE: '0.25',
    });
    expect(config.maxConnections).toBe(50);
    expect(config.vitalsSampleRate).toBe(0.25);
    expect(config.resumeChecks).toEqual({ threads: 3, timeLimitMs: 2_000, memoryLimitMb: 64 });
    expect(config.guards).toEqual({
      applicationsPerWindow: 3,
      enquiriesPerWindow: 4,
      vitalsPerWindow: 7,
      windowSeconds: 60,
      resumeBytesPerDay: 1000000,
      concurrentUploads: 2,
      bodyIdleSeconds: 5,
      trustedProxies: ['10.0.0.1', '::1'],
      allowedOrigins: ['https://jobs.example.com', 'https://www.example.com'],
    });
  });

  it.each(['jobs.example.com', 'https://jobs.example.com/apply', 'ftp://x.example'])(
    'refuses ALLOWED_ORIGINS=%s (not an origin)',
    (raw) => {
      expect(() => loadConfig({ ALLOWED_ORIGINS: raw })).toThrow(ConfigError);
    },
  );

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', RESUME_MAX_BYTES: '' }, '/x')).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ RESUME_MAX_BYTES: '5MB' }, 'RESUME_MAX_BYTES must be a whole number from 1 to 104857600, got "5MB"'],
    [{ RESUME_MAX_BYTES: '0' }, 'RESUME_MAX_BYTES must be a whole number'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ DEMO_DATA: 'none' }, 'DEMO_DATA must be on or off, got "none"'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 10000, got "0"'],
    [{ SHUTDOWN_GRACE_SECONDS: '1.5' }, 'SHUTDOWN_GRACE_SECONDS must be a whole number from 0 to 3600, got "1.5"'],
    [{ RESUME_CHECK_THREADS: '0' }, 'RESUME_CHECK_THREADS must be a whole number from 1 to 64, got "0"'],
    [{ RESUME_CHECK_SECONDS: '0' }, 'RESUME_CHECK_SECONDS must be a whole number from 1 to 600, got "0"'],
    [{ RESUME_CHECK_MEMORY_MB: '8' }, 'RESUME_CHECK_MEMORY_MB must be a whole number from 32 to 16384, got "8"'],
    [{ VITALS_SAMPLE_RATE: '1.5' }, 'VITALS_SAMPLE_RATE must be a number from 0 to 1, got "1.5"'],
    [{ VITALS_SAMPLE_RATE: '10%' }, 'VITALS_SAMPLE_RATE must be a number from 0 to 1, got "10%"'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env, '/x')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/x')).toThrow(message);
  });

  it('accepts postgresql:// as well as postgres://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/db' }, '/x').databaseUrl).toBe('postgresql://localhost/db');
  });
});
