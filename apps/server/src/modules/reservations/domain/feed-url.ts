/** Normalised for comparison: `webcal://` is the platforms' way of writing https. */
export function normaliseFeedUrl(url: string): string {
  return url.trim().replace(/^webcals?:\/\//i, 'https://');
}
