/** How the locks screen words what happened at a lock (`lock_events.kind`), with the code's holder when there is one. */
export function describeLockEvent(kind: string, holder: string | null): string {
  const whose = holder ? ` for ${holder}` : '';
  switch (kind) {
    case 'code-sent':
      return `Door code${whose} sent to the lock`;
    case 'code-set':
      return `Door code${whose} set`;
    case 'code-failed':
      return `Door code${whose} not set`;
    case 'backup-issued':
      return `Backup code issued${whose}`;
    case 'code-stranded':
      return `No working code${whose}: the host was alerted`;
    case 'backup-offered':
      return `Door code${whose} not set: the host was asked about a backup code`;
    case 'host-handling':
      return `The host handles the way in${whose}`;
    case 'code-replaced':
      return `Door code${whose} replaced by a new one`;
    case 'code-retried':
      return `Door code${whose} sent again by a host`;
    case 'code-added':
      return `Code added${whose}`;
    case 'code-removed-by-host':
      return `Code${whose} removed by a host`;
    case 'code-window-moved':
      return `Door code${whose} follows new dates`;
    case 'code-removing':
    case 'code-expiring':
      return `Door code${whose} being removed`;
    case 'code-removed':
      return `Door code${whose} removed`;
    case 'code-cancelled':
      return `Door code${whose} cancelled`;
    case 'code-used':
      return `Door opened with the code${whose}`;
    case 'code-refused':
      return 'A code was refused at the keypad';
    case 'check-failed':
      return `Pre-arrival check failed${whose}`;
    case 'code-modified-outside':
      return `Door code${whose} changed outside Cohost`;
    case 'code-removed-outside':
      return `Door code${whose} removed outside Cohost`;
    case 'lock-removed':
      return 'Removed from Cohost';
    case 'locked':
      return 'Locked from Cohost';
    case 'unlocked':
      return 'Unlocked from Cohost';
    case 'device-locked':
      return 'Locked (reported by the lock)';
    case 'device-unlocked':
      return 'Unlocked, not with a code (reported by the lock)';
    case 'offline':
      return 'Went offline';
    case 'online':
      return 'Back online';
    case 'battery-low':
      return 'Battery low';
    default:
      return kind.replace(/-/g, ' ');
  }
}
