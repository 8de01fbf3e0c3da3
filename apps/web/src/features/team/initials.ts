const startsWithLetter = (word: string) => /^\p{L}/u.test(word);

/**
 * An avatar's initials as a person writes them: the first letters of the first and last words, at most two, and
 * never a number — 'Vice President' → 'VP', 'Executive Member 10' → 'EM', 'Kavya Raman' → 'KR', 'President' → 'P'.
 * Placeholders of one role share their initials; the name beside the avatar tells them apart.
 */
export function initialsOf(text: string): string {
  const lettered = text.split(/\s+/).filter(startsWithLetter);
  const ends = lettered.length > 1 ? [lettered[0], lettered[lettered.length - 1]] : lettered;
  return ends.map((word) => Array.from(word)[0].toUpperCase()).join('');
}
