// Text a person typed (names, addresses, products): letters of every script and emoji are welcome, but not characters
// that only steer a terminal or a layout: C0 and C1 controls (NUL included) and bidirectional overrides, which can
// make an order's address or a name in the operator's terminal read as something else.

/** The JSON schema format of such fields (registered with the API's validator in app.ts). */
export const PLAIN_TEXT = 'plain-text';
export const PLAIN_TEXT_RULE = 'must not contain control characters or text-direction overrides';

/** C0 and C1 controls, and the embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069. */
export function isSteering(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function isPlainText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (isSteering(text.charCodeAt(index))) return false;
  return true;
}

/** Several lines of text (a product's description): line breaks and tabs too. */
export const isPlainLines = (text: string): boolean => isPlainText(text.replace(/[\n\r\t]/g, ''));

interface FormatRegistry {
  addFormat(name: string, format: { type: 'string'; validate: (text: string) => boolean }): unknown;
}

/** An Ajv plugin that teaches the validator the format. */
export function plainTextFormat<Validator extends FormatRegistry>(ajv: Validator): Validator {
  ajv.addFormat(PLAIN_TEXT, { type: 'string', validate: isPlainText });
  return ajv;
}
