const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: anything else cannot be one of our ids (answer 404, not a database error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
