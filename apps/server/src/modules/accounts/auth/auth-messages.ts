// The texts of the messages accounts sends. Plain text and HTML parts carry the same words.

import { html, htmlText } from '../../../platform/text/html';

function emailWithLink(greeting: string, lines: string[], action: string, url: string) {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', 'If you did not ask for this, ignore this email.', '', '— Cohost'].join('\n');
  const body = htmlText`<p>${greeting}</p>${lines.map((line) => html`<p>${line}</p>`)}<p><a href="${url}">${action}</a></p><p>If you did not ask for this, ignore this email.</p><p>— Cohost</p>`;
  return { text, html: body };
}

export function verifyEmailMessage(name: string, url: string) {
  return {
    subject: 'Confirm your email for Cohost',
    ...emailWithLink(`Hi ${name},`, ['Welcome to Cohost. Please confirm your email address to finish creating your account.'], 'Confirm my email', url),
  };
}

export function resetPasswordEmail(name: string, url: string) {
  return {
    subject: 'Reset your Cohost password',
    ...emailWithLink(`Hi ${name},`, ['Someone (hopefully you) asked to reset the password of your Cohost account. The link works for one hour.'], 'Choose a new password', url),
  };
}

export function signInLockedEmail(name: string, unlockUrl: string, minutes: number) {
  const text = [
    `Hi ${name},`,
    '',
    `Someone tried many wrong passwords on your Cohost account, so we paused sign-in to it for ${minutes} minutes. Your password has not been changed.`,
    '',
    `If that was you, unlock sign-in now: ${unlockUrl}`,
    '',
    'If it was not you, wait for the pause to end, or choose a new password with "Forgot password?" on the sign-in page.',
    '',
    '— Cohost',
  ].join('\n');
  const body = htmlText`<p>Hi ${name},</p><p>Someone tried many wrong passwords on your Cohost account, so we paused sign-in to it for ${minutes} minutes. Your password has not been changed.</p><p><a href="${unlockUrl}">If that was you, unlock sign-in now</a></p><p>If it was not you, wait for the pause to end, or choose a new password with "Forgot password?" on the sign-in page.</p><p>— Cohost</p>`;
  return { subject: 'Sign-in to your Cohost account is paused', text, html: body };
}

export function phoneCodeText(code: string): string {
  return `Your Cohost code is ${code}. It expires in 5 minutes. Never share it.`;
}

const ROLE_NAMES: Record<string, string> = { owner: 'an owner', manager: 'a manager', cleaner: 'a cleaner' };

export function invitationEmail(invite: {
  inviterName: string;
  workspaceName: string;
  role: string;
  acceptUrl: string;
  cleanerCode: string | null;
  cleanerLoginUrl: string;
}) {
  const lines = [`${invite.inviterName} invited you to join ${invite.workspaceName} on Cohost as ${ROLE_NAMES[invite.role] ?? invite.role}. The invitation is open for 7 days.`];
  if (invite.role === 'cleaner' && invite.cleanerCode) {
    lines.push(`Your team's cleaner code is ${invite.cleanerCode}. After accepting, sign in to the cleaner portal at ${invite.cleanerLoginUrl} with this code, your email and your password.`);
  }
  lines.push('Sign up or sign in with this email address to accept.');
  return {
    subject: `${invite.inviterName} invited you to ${invite.workspaceName} on Cohost`,
    ...emailWithLink('Hi,', lines, 'Accept the invitation', invite.acceptUrl),
  };
}

export function exportReadyEmail(ready: { name: string; workspaceName: string; url: string; fileName: string; expiresAt: Date }) {
  const until = ready.expiresAt.toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `The export of everything ${ready.workspaceName} holds on Cohost is ready: ${ready.fileName}.`,
    `Download it from Account Settings → Your data while signed in as the workspace owner. The link works until ${until} UTC; then the file is deleted.`,
  ];
  const text = [`Hi ${ready.name},`, '', ...lines, '', `Open Account Settings: ${ready.url}`, '', 'If you did not ask for this, change your password: someone may be signed in as you.', '', '— Cohost'].join('\n');
  const body = htmlText`<p>Hi ${ready.name},</p>${lines.map((line) => html`<p>${line}</p>`)}<p><a href="${ready.url}">Open Account Settings</a></p><p>If you did not ask for this, change your password: someone may be signed in as you.</p><p>— Cohost</p>`;
  return { subject: 'Your Cohost export is ready', text, html: body };
}
