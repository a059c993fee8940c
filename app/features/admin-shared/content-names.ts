/**
 * How the back office names one kind of site content (chapters, FAQs, game modes) in its
 * buttons, dialog titles, list states and toasts, so every screen of that kind words them alike.
 */
export type ContentNames = {
  /** In buttons and titles: "Add Chapter", "Delete Chapter". */
  title: string;
  /** In failures: "Failed to delete chapter". */
  one: string;
  /** For the whole list: "Loading chapters...", "Failed to load chapters". */
  many: string;
  /** Starts the success toasts: "Blood Message chapter deleted successfully!". */
  done: string;
};

export type WriteToast = { success: string; failure: string };

/** The success and failure toasts of adding, updating and deleting one item of that kind. */
export function writeToasts({ one, done }: ContentNames): Record<'add' | 'update' | 'delete', WriteToast> {
  return {
    add: { success: `${done} added successfully!`, failure: `Failed to add ${one}` },
    update: { success: `${done} updated successfully!`, failure: `Failed to update ${one}` },
    delete: { success: `${done} deleted successfully!`, failure: `Failed to delete ${one}` },
  };
}

/**
 * The delete confirmation's question: the item by its label when it has one
 * (`the chapter "Awakening"`), else "this FAQ".
 */
export function deleteQuestion({ one }: ContentNames, label?: string) {
  const item = label === undefined ? `this ${one}` : `the ${one} "${label}"`;
  return `Are you sure you want to delete ${item}? This action cannot be undone.`;
}
