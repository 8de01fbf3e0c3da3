import type { Page } from 'playwright-core';

/**
 * The product's own question dialog (components/ui/confirm-dialog.tsx, and the Modal's 'Discard changes?'): waits for
 * it, reads its question and answers it as a person does, with its yes or no button. Returns the question.
 */
export async function answerQuestion(
  page: Page,
  answer: 'yes' | 'no',
  { title = 'Please confirm' }: { title?: string } = {},
): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const question = (await dialog.locator('.confirm-question').textContent()) ?? '';
  // The yes button is the last of the answers, and the one the focus starts on.
  const buttons = dialog.locator('.confirm-actions button');
  await (answer === 'yes' ? buttons.last() : buttons.first()).click();
  await dialog.waitFor({ state: 'detached' });
  return question;
}

/** Every browser dialog (window.confirm, alert, prompt) the page opens from now on, dismissed: none is expected. */
export function windowDialogsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}
