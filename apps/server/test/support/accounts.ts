import { and, desc, eq, sql } from 'drizzle-orm';
import { notificationOutbox } from '../../src/modules/notifications/notifications.tables';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse-battery';
let counter = 0;

export function uniqueEmail(prefix = 'host'): string {
  return `${prefix}-${Date.now()}-${++counter}@example.com`;
}

/** The latest message of a template sent to someone, from the outbox. */
export async function latestMessage(t: TestApp, recipient: string, template: string) {
  const [row] = await t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, recipient), eq(notificationOutbox.template, template)))
    // The test clock stands still: messages queued at the same instant are told apart by the
    // transaction that wrote them (the later one's id is higher).
    .orderBy(desc(notificationOutbox.createdAt), desc(sql`${notificationOutbox}.xmin::text::bigint`))
    .limit(1);
  return row;
}

/** Signs up by email and follows the confirmation link: a signed-in host with a workspace. */
export async function signedInHost(t: TestApp, name = 'Test Host'): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(t.url);
  const email = uniqueEmail();
  const signUp = await client.post('/api/auth/sign-up/email', { name, email, password: TEST_PASSWORD });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.text}`);
  const message = await latestMessage(t, email, 'accounts.verify-email');
  const link = new URL(/(http\S+verify-email\?token=\S+)/.exec(message!.textBody)![1]!);
  await client.get(link.pathname + link.search);
  return { client, email };
}
