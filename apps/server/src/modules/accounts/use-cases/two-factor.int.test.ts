import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD as PASSWORD, signedInHost } from '../../../../test/support/accounts';
import { TestClient } from '../../../../test/support/http-client';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { totpFromUri } from '../../../../test/support/totp';


describe('accounts: two-factor with an authenticator app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('enrols, asks for a code at sign-in, refuses a code used before, and uses each backup code once', async () => {
    const { client, email } = await signedInHost(t, 'Two Factor');
    const enabled = await client.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.json;
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    const enrolCode = totpFromUri(totpURI);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: enrolCode })).status).toBe(200);

    // Sign in again: the password alone is not enough any more.
    const second = new TestClient(t.url);
    const signIn = await second.post<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.json.twoFactorRedirect).toBe(true);
    expect((await second.get('/api/auth/get-session')).json).toBeNull();

    // The enrolment code is still inside its 90 s validity, but it has been used.
    const replay = await second.post('/api/auth/two-factor/verify-totp', { code: enrolCode });
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('TOTP_CODE_REUSED');
    expect((await second.get('/api/auth/get-session')).json).toBeNull();

    const nextCode = totpFromUri(totpURI, 1);
    expect((await second.post('/api/auth/two-factor/verify-totp', { code: nextCode })).status).toBe(200);
    expect((await second.get<{ user: { email: string } }>('/api/auth/get-session')).json.user.email).toBe(email);

    // Backup codes work once each.
    const third = new TestClient(t.url);
    await third.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await third.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
    const fourth = new TestClient(t.url);
    await fourth.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect((await fourth.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(401);
  });
});
