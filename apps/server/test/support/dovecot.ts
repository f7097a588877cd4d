import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT_BINARY = '/usr/sbin/dovecot';

/**
 * Whether the tests that need a real IMAP server skip: Debian's dovecot is absent here. CI
 * (`CI_REQUIRE_DOVECOT=1`, set by .ci/run, which installs it) never skips: the tests fail instead.
 */
export const skipWithoutDovecot = !fs.existsSync(DOVECOT_BINARY) && process.env.CI_REQUIRE_DOVECOT !== '1';

export interface Dovecot {
  host: '127.0.0.1';
  port: number;
  user: string;
  password: string;
  /** Appends a raw message to a folder of the user (INBOX unless named), unread; returns its UID. */
  append(raw: string, options?: { folder?: string; date?: Date }): Promise<number>;
  /** The folder's messages: UID and flags (to see nothing was marked read). */
  list(folder?: string): Promise<Array<{ uid: number; flags: string[] }>>;
  createFolder(folder: string): Promise<void>;
  deleteFolder(folder: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Debian's dovecot as a child process on a free loopback port, with its own configuration, mail
 * store and runtime directories in a temporary folder: IMAP only, no TLS (plain logins allowed on
 * loopback), one user from a passwd-file, maildir, logs on stderr. Runs as root (mail owned by
 * the dovecot user) or as any other user (everything as that user).
 */
export async function startDovecot(options: { user?: string; password?: string } = {}): Promise<Dovecot> {
  const user = options.user ?? 'host@example.com';
  const password = options.password ?? 'right-password-123';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? idsOf('dovecot') : { uid: process.getuid!(), gid: process.getgid!(), name: os.userInfo().username };
  const mailDir = path.join(dir, 'mail');
  fs.mkdirSync(mailDir);
  fs.chownSync(mailDir, owner.uid, owner.gid);
  fs.writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}:${owner.uid}:${owner.gid}::${mailDir}/${user}\n`);
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = cohost-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = /dev/stderr
info_log_path = /dev/stderr
default_internal_user = ${isRoot ? 'dovecot' : owner.name}
default_login_user = ${isRoot ? 'dovenull' : owner.name}
first_valid_uid = 0
mail_location = maildir:${mailDir}/%u
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
`;
  fs.writeFileSync(path.join(dir, 'dovecot.conf'), config);
  const child = spawn(DOVECOT_BINARY, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForPort(port, child, () => log);

  const session = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, doSTARTTLS: false, auth: { user, pass: password }, logger: false });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    append: (raw, { folder = 'INBOX', date } = {}) =>
      session(async (client) => {
        const appended = await client.append(folder, raw, [], date);
        if (!appended || !appended.uid) throw new Error(`dovecot did not append to ${folder}`);
        return appended.uid;
      }),
    list: (folder = 'INBOX') =>
      session(async (client) => {
        await client.mailboxOpen(folder, { readOnly: true });
        const messages = await client.fetchAll('1:*', { uid: true, flags: true }).catch(() => []);
        return messages.map((message) => ({ uid: message.uid, flags: [...(message.flags ?? [])] }));
      }),
    createFolder: (folder) => session(async (client) => void (await client.mailboxCreate(folder))),
    deleteFolder: (folder) => session(async (client) => void (await client.mailboxDelete(folder))),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An RFC 5322 message, small and plain. */
export function rawMail(fields: { from: string; to: string; subject: string; text: string; messageId: string; date?: Date }): string {
  return [
    `From: ${fields.from}`,
    `To: ${fields.to}`,
    `Subject: ${fields.subject}`,
    `Message-ID: <${fields.messageId}>`,
    `Date: ${(fields.date ?? new Date()).toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    fields.text,
    '',
  ].join('\r\n');
}

function idsOf(name: string): { uid: number; gid: number; name: string } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`There is no "${name}" user: install dovecot-imapd (it creates it)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), name };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}):\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`dovecot did not listen on ${port} within 10 s:\n${log()}`);
}
