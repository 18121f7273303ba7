// Reading a submitted form's text fields.

/** The named input's text, or '' when the form has no such input. */
export function fieldText(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
