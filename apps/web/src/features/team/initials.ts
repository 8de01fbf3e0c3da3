/** 'Vice President' → 'VP', 'Student Coordinator 3' → 'SC3'; at most three characters. */
export function initialsOf(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? word : word[0].toUpperCase()))
    .join('')
    .slice(0, 3);
}
