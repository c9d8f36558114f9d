/** The DOM id of the form field that edits the value at a JSON pointer (problems link to it). */
export const fieldId = (pointer: string) => `field:${pointer}`;
