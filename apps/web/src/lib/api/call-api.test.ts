import { describe, expect, it } from 'vitest';
import { ApiError, callApi } from './call-api';

describe('callApi', () => {
  it('takes a 204 (saved, removed) as done, though it has no body', async () => {
    await expect(callApi(async () => ({ data: undefined, response: new Response(null, { status: 204 }) }), 'Failed')).resolves.toBeUndefined();
  });

  it("turns a refusal into the server's message, and an answer without data into the fallback", async () => {
    const refused = callApi(async () => ({ error: { error: { code: 'locks.code-cannot-change', message: 'This code cannot change now.' } }, response: new Response('{}', { status: 409 }) }), 'Failed');
    await expect(refused).rejects.toMatchObject({ message: 'This code cannot change now.', status: 409, code: 'locks.code-cannot-change' });
    const empty = callApi(async () => ({ data: undefined, response: new Response('', { status: 200 }) }), 'Failed to load');
    await expect(empty).rejects.toBeInstanceOf(ApiError);
    await expect(empty).rejects.toMatchObject({ message: 'Failed to load' });
  });
});
