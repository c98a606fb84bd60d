import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, UPLOADS_DIR } from '../../server/config';
import { DEFAULT_RESUME_MAX_BYTES } from '../../src/domain/resume';

describe('server configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      resumeMaxBytes: DEFAULT_RESUME_MAX_BYTES,
      distDir: '/srv/app/dist',
      uploadsDir: UPLOADS_DIR,
      imagesDir: '/srv/app/data/uploads',
    });
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
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/db',
      imagesDir: '/srv/app/var/db/uploads',
      databaseUrl: 'postgres://u:p@db:5432/jobs',
      resumeMaxBytes: 1048576,
      distDir: '/opt/site',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', RESUME_MAX_BYTES: '' }, '/x')).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ RESUME_MAX_BYTES: '5MB' }, 'RESUME_MAX_BYTES must be a whole number from 1 to 104857600, got "5MB"'],
    [{ RESUME_MAX_BYTES: '0' }, 'RESUME_MAX_BYTES must be a whole number'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL must be a PostgreSQL URL'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env, '/x')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/x')).toThrow(message);
  });

  it('accepts postgresql:// as well as postgres://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/db' }, '/x').databaseUrl).toBe('postgresql://localhost/db');
  });
});
