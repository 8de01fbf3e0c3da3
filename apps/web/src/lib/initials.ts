const startsWithLetter = (word: string) => /^\p{L}/u.test(word);

/**
 * An avatar's initials as a person writes them: the first letters of the first and last words, at most two, and
 * never a number — 'Kavya Raman' → 'KR', 'Dr. K. Senthil Kumar' → 'DK', 'Vignesh' → 'V', 'Member 10' → 'M'.
 * The team page shows them for a member without a photo, and /admin/team beside a member not yet photographed.
 */
export function initialsOf(text: string): string {
  const lettered = text.split(/\s+/).filter(startsWithLetter);
  const ends = lettered.length > 1 ? [lettered[0], lettered[lettered.length - 1]] : lettered;
  return ends.map((word) => Array.from(word)[0].toUpperCase()).join('');
}
