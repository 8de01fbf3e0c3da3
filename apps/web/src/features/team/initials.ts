const isNumber = (word: string) => /^\d+$/.test(word);
const startsWithLetter = (word: string) => /^\p{L}/u.test(word);

/**
 * An avatar's initials: the first letters of the first and last words, and a number kept whole, so
 * numbered placeholders stay apart — 'Vice President' → 'VP', 'Executive Member 10' → 'EM10',
 * 'Kavya Raman' → 'KR', 'President' → 'P'.
 */
export function initialsOf(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lettered = words.filter(startsWithLetter);
  const ends = lettered.length > 1 ? [lettered[0], lettered[lettered.length - 1]] : lettered;
  const letters = ends.map((word) => Array.from(word)[0].toUpperCase()).join('');
  return letters + (words.find(isNumber) ?? '');
}
