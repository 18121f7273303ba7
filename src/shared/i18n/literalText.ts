// Finds text a shopper would read written as a literal in a component instead of coming from the catalogs: JSX text
// with a letter in it, and letters in the attributes a shopper reads or hears (aria-label, alt, title, placeholder)
// and in the shop's own text props. Used by literalText.unit.test.ts over every component of src/.
import ts from 'typescript';

/** The attributes whose value a shopper reads or a screen reader speaks. */
export const TEXT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'first',
  'second',
]);

const LETTER = /\p{L}/u;

export interface LiteralText {
  line: number;
  text: string;
}

function attributeLiteral(initializer: ts.JsxAttributeValue | undefined): string | undefined {
  if (!initializer) return undefined;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (!ts.isJsxExpression(initializer) || !initializer.expression) return undefined;
  const expression = initializer.expression;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isTemplateExpression(expression)) {
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return undefined;
}

/** Every literal text of `source` (a .tsx file's code) a shopper would read. */
export function literalTexts(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push({ line: at(node), text: node.text.trim() });
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const expression = node.expression;
      if (expression && (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))) {
        if (LETTER.test(expression.text)) found.push({ line: at(node), text: expression.text });
      }
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const text = attributeLiteral(node.initializer);
      if (text !== undefined && LETTER.test(text)) found.push({ line: at(node), text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
