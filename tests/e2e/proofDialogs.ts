// What the proof detail dialogs (the dashboard's sway proof, User Lookup's proof) show of whose
// proof it is, as a person reads it there.
import type { Locator } from './baseTest';

/** The dialog's Name, else its e-mail, else its Phone: the first field that is not empty ('--'). */
export async function shownCustomer(dialog: Locator): Promise<string> {
  for (const label of ['Name', /^E-?mail$/, 'Phone']) {
    const value = (await dialog.getByText(label, { exact: true }).first().locator('xpath=following-sibling::*[1]').innerText()).trim();
    if (value && value !== '--') return value;
  }
  throw new Error('the dialog shows no name, e-mail or phone');
}
