/** The subject of the emails of a conversation (a guest's mail client threads them together). */
export function subjectFor(propertyName: string): string {
  return propertyName ? `Your stay at ${propertyName}` : 'Your stay';
}
