// Reading a submitted form's text fields.

/** The field's text, or '' when the form has no such text field. */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
