/** Whether `text` holds `word` as a whole word or phrase, in any case ("park" is not in "parkway"). */
export const hasWord = (text: string, word: string) => new RegExp(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`, 'i').test(text);
