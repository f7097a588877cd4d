const ROLE_LABELS: Record<string, string> = { owner: 'Owner', manager: 'Manager', cleaner: 'Cleaner' };

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
