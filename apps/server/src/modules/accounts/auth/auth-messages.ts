// The texts of the messages accounts sends. Plain text and HTML parts carry the same words.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function emailWithLink(greeting: string, lines: string[], action: string, url: string) {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', 'If you did not ask for this, ignore this email.', '', '— Cohost'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, ignore this email.</p><p>— Cohost</p>`;
  return { text, html };
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

export function phoneCodeText(code: string): string {
  return `Your Cohost code is ${code}. It expires in 5 minutes. Never share it.`;
}
