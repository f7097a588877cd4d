import { describe, expect, it } from 'vitest';
import { SESSION_RENEW_AFTER_SECONDS, SESSION_TTL_SECONDS } from '../accounts.constants';
import type { Auth } from './create-auth';
import { SessionAnswers, sessionAnswerKey, type SessionAnswer } from './session-answers';
import { SessionCache } from './session-cache';

const URL_ = 'http://cohost.test/api/auth/get-session';
const get = (url = URL_, headers: Record<string, string> = { cookie: 'cohost.session_token=tok.sig' }) => new Request(url, { headers });
const DAY = 24 * 60 * 60 * 1000;

function sessionBody(userId: string, expiresAt: Date) {
  return JSON.stringify({ session: { id: 's1', userId, token: 'tok', expiresAt: expiresAt.toISOString() }, user: { id: userId, name: 'Ann' } });
}

/** better-auth stand-in: answers with what the test says and counts its calls. */
function fakeAuth(answer: () => Response | Promise<Response>) {
  const auth = { calls: 0, handler: async () => (auth.calls++, answer()) };
  return auth;
}

function answersWith(auth: ReturnType<typeof fakeAuth>, now = () => Date.now()) {
  const cache = new SessionCache<SessionAnswer>(now);
  return { cache, answers: new SessionAnswers(auth as unknown as Auth, cache) };
}

async function ask(answers: SessionAnswers, request = get()) {
  return answers.find(request) ?? (await answers.answer(request));
}

describe('sessionAnswerKey', () => {
  it('keys a plain get-session by its one session cookie, name and value', () => {
    expect(sessionAnswerKey(get(URL_, { cookie: 'a=1; cohost.session_token=tok.sig%3D; b=2' }))).toBe('cohost.session_token=tok.sig%3D');
    expect(sessionAnswerKey(get(URL_, { cookie: '__Secure-cohost.session_token=tok' }))).toBe('__Secure-cohost.session_token=tok');
  });

  it('leaves to better-auth what it would answer differently', () => {
    expect(sessionAnswerKey(get(`${URL_}?disableRefresh=true`))).toBeNull();
    expect(sessionAnswerKey(get(`${URL_}?disableCookieCache=true`))).toBeNull();
    expect(sessionAnswerKey(get(`${URL_}/`))).toBeNull();
    expect(sessionAnswerKey(get('http://cohost.test/api/auth/list-sessions'))).toBeNull();
    expect(sessionAnswerKey(new Request(URL_, { method: 'POST', headers: { cookie: 'cohost.session_token=tok' } }))).toBeNull();
    expect(sessionAnswerKey(get(URL_, { cookie: 'cohost.session_token=tok', authorization: 'Bearer x' }))).toBeNull();
    expect(sessionAnswerKey(get(URL_, {}))).toBeNull();
    expect(sessionAnswerKey(get(URL_, { cookie: 'othercohost.session_token=tok' }))).toBeNull();
    expect(sessionAnswerKey(get(URL_, { cookie: 'cohost.session_token=a; __Secure-cohost.session_token=b' }))).toBeNull();
    expect(sessionAnswerKey(get(URL_, { cookie: 'cohost.session_token=a; cohost.session_data=x' }))).toBeNull();
    expect(sessionAnswerKey(get(URL_, { cookie: 'cohost.session_token=a; cohost.session_data.0=x' }))).toBeNull();
  });
});

describe('SessionAnswers', () => {
  const far = new Date(Date.now() + 7 * DAY);

  it('keeps better-auth’s answer, body, status and headers, and answers it again without asking', async () => {
    const auth = fakeAuth(() => new Response(sessionBody('u1', far), { headers: { 'content-type': 'application/json', 'cache-control': 'no-store', pragma: 'no-cache' } }));
    const { answers } = answersWith(auth);
    const first = await ask(answers);
    const second = await ask(answers);
    expect(auth.calls).toBe(1);
    expect(second.status).toBe(200);
    expect([...second.headers]).toEqual([...first.headers]);
    expect(await second.text()).toBe(await first.text());
    // Another cookie is another session.
    await ask(answers, get(URL_, { cookie: 'cohost.session_token=other' }));
    expect(auth.calls).toBe(2);
  });

  it('does not keep a signed-out answer, an error, or one that sets a cookie (a renewal)', async () => {
    let response = () => new Response('null', { headers: { 'content-type': 'application/json' } });
    const auth = fakeAuth(() => response());
    const { answers, cache } = answersWith(auth);
    await ask(answers);
    response = () => new Response('{"code":"FAILED_TO_GET_SESSION"}', { status: 500 });
    await ask(answers);
    response = () => new Response(sessionBody('u1', far), { headers: { 'set-cookie': 'cohost.session_token=tok.sig; Max-Age=604800' } });
    const renewed = await ask(answers);
    expect(renewed.headers.get('set-cookie')).toContain('Max-Age');
    expect(cache.size).toBe(0);
  });

  it('stops answering before better-auth would renew the session', async () => {
    let now = Date.now();
    const renewalAt = now + 10_000;
    const expiresAt = new Date(renewalAt + (SESSION_TTL_SECONDS - SESSION_RENEW_AFTER_SECONDS) * 1000);
    const auth = fakeAuth(() => new Response(sessionBody('u1', expiresAt)));
    const { answers } = answersWith(auth, () => now);
    await ask(answers);
    now = renewalAt - 1;
    await ask(answers);
    expect(auth.calls).toBe(1);
    now = renewalAt;
    await ask(answers);
    expect(auth.calls).toBe(2);
  });

  it('does not keep an answer that a change of its user overtook', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const auth = fakeAuth(async () => {
      await released;
      return new Response(sessionBody('u1', far));
    });
    const { answers, cache } = answersWith(auth);
    const pending = ask(answers);
    cache.forgetUser('u1');
    release();
    await pending;
    expect(cache.size).toBe(0);
    await ask(answers);
    expect(cache.size).toBe(1);
  });
});
