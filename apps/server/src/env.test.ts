import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives a working local default for everything', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, ROLE: 'all', SEED_DEMO: true });
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.publicUrl).toBe('http://127.0.0.1:3000');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: '99999', ROLE: 'boss', SEED_DEMO: 'maybe', PUBLIC_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*ROLE: must be all, web or worker[\s\S]*SEED_DEMO: must be true or false/);
  });

  it('reads ALLOWED_HOSTS as a comma-separated list of host names and names a bad one', () => {
    expect(loadEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(loadEnv({ ALLOWED_HOSTS: 'cohost.example.com, www.cohost.example.com,[::1]' }).ALLOWED_HOSTS).toEqual(['cohost.example.com', 'www.cohost.example.com', '[::1]']);
    expect(() => loadEnv({ ALLOWED_HOSTS: 'cohost.example.com,https://evil.test:443' })).toThrow(/ALLOWED_HOSTS\.1: must be a host name/);
  });

  it('derives the public URL from host and port, and keeps an explicit one without its trailing slash', () => {
    expect(loadEnv({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_URL: 'https://cohost.example/' }).publicUrl).toBe('https://cohost.example');
  });

  it('refuses to start in production with the built-in payment provider unless it is declared to take no real money', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/LOCAL_PAYMENTS_TAKE_NO_MONEY: .*takes no real money/);
    expect(() => loadEnv({ NODE_ENV: 'production', LOCAL_PAYMENTS_TAKE_NO_MONEY: 'false' })).toThrow(EnvError);
    expect(loadEnv({ NODE_ENV: 'production', LOCAL_PAYMENTS_TAKE_NO_MONEY: 'true' }).PAYMENTS_PROVIDER).toBe('local');
    expect(loadEnv({ NODE_ENV: 'development' }).LOCAL_PAYMENTS_TAKE_NO_MONEY).toBe(false);
    expect(() => loadEnv({ LOCAL_PAYMENTS_TAKE_NO_MONEY: 'maybe' })).toThrow(/LOCAL_PAYMENTS_TAKE_NO_MONEY: must be true or false/);
  });

  it('reads BILLING as on or off (default on); with billing off no payment provider settings are needed, even in production', () => {
    expect(loadEnv({}).BILLING).toBe('on');
    expect(loadEnv({ BILLING: 'off' }).BILLING).toBe('off');
    expect(() => loadEnv({ BILLING: 'maybe' })).toThrow(/BILLING: must be on or off/);
    // The built-in provider's guard and Stripe's keys belong to taking money: off takes none.
    expect(loadEnv({ NODE_ENV: 'production', BILLING: 'off' }).BILLING).toBe('off');
    expect(loadEnv({ NODE_ENV: 'production', BILLING: 'off', PAYMENTS_PROVIDER: 'stripe' }).PAYMENTS_PROVIDER).toBe('stripe');
    expect(() => loadEnv({ NODE_ENV: 'production', BILLING: 'on' })).toThrow(/LOCAL_PAYMENTS_TAKE_NO_MONEY/);
    expect(() => loadEnv({ BILLING: 'on', PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('keeps files on disk by default, and names every missing S3 setting at once when FILES_PROVIDER=s3', () => {
    expect(loadEnv({})).toMatchObject({ FILES_PROVIDER: 'disk', filesDir: path.resolve('./data/files') });
    expect(loadEnv({ DATA_DIR: '/srv/cohost' }).filesDir).toBe(path.resolve('/srv/cohost/files'));
    expect(loadEnv({ FILES_DIR: '/mnt/photos' }).filesDir).toBe(path.resolve('/mnt/photos'));
    expect(() => loadEnv({ FILES_PROVIDER: 'ftp' })).toThrow(/FILES_PROVIDER: must be disk or s3/);
    let error: unknown;
    try {
      loadEnv({ FILES_PROVIDER: 's3', S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'Photos_Bucket', S3_FORCE_PATH_STYLE: 'sometimes' });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems).toEqual([
      'S3_ENDPOINT: must be an http(s) URL such as https://minio.example.com',
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
    try {
      loadEnv({ FILES_PROVIDER: 's3' });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems).toEqual(['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].map((key) => `${key}: is required when FILES_PROVIDER=s3`));
    const s3 = { FILES_PROVIDER: 's3', S3_REGION: 'us-east-1', S3_BUCKET: 'cohost-photos', S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret' };
    expect(loadEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
  });
});
