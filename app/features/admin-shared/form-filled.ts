/** Whether every required text of a form holds more than spaces: its save button waits for that. */
export const allFilled = (texts: readonly (string | undefined)[]) =>
  texts.every((text) => text !== undefined && text.trim() !== '');
