// Input normalisers: what the forms strip as the user types (spec §5). Zod-free on purpose, so a form
// can use them on its first paint without loading the validation rules.
export const keepDigits = (value: string, max = 10) => value.replace(/\D/g, '').slice(0, max);
export const keepLettersAndSpaces = (value: string) => value.replace(/[^A-Za-z ]/g, '');
export const keepEmailChars = (value: string) => value.replace(/[^A-Za-z0-9@.]/g, '');
