// Finds text a shopper would read written as a literal instead of coming from the catalogs: in a component, JSX text
// with a letter in it, and letters in the attributes a shopper reads or hears (aria-label, alt, title, placeholder)
// and in the shop's own text props; in a .ts helper, words a function returns (a note, a toast's text). Used by
// src/shared/i18n/literalText.unit.test.ts over every component and helper of src/ and the contract.
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
  'lead',
]);

const LETTER = /\p{L}/u;
/** HTML entities (`&nbsp;`) are markup, not words. */
const ENTITY = /&[a-z]+;|&#\d+;/gi;
const hasWords = (text: string) => LETTER.test(text.replace(ENTITY, ''));

export interface LiteralText {
  line: number;
  text: string;
}

/**
 * The literal texts an expression can evaluate to: itself, either branch of `?:`, either side of `||`, `??` and the
 * right of `&&`, and a template's fixed parts. A literal handed to a call (`t('nav.home')`) or compared
 * (`mode === 'Login'`) is not shown, so it is not one.
 */
function shownLiterals(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return [[expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ')];
  }
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
    }
  }
  return [];
}

function attributeLiterals(initializer: ts.JsxAttributeValue | undefined): string[] {
  if (!initializer) return [];
  if (ts.isStringLiteral(initializer)) return [initializer.text];
  if (!ts.isJsxExpression(initializer) || !initializer.expression) return [];
  return shownLiterals(initializer.expression);
}

/** Every literal text of `source` (a .tsx file's code) a shopper would read. */
export function literalTexts(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push({ line: at(node), text: node.text.trim() });
    const isChild = node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent));
    if (ts.isJsxExpression(node) && isChild && node.expression) {
      for (const text of shownLiterals(node.expression)) if (hasWords(text)) found.push({ line: at(node), text });
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      for (const text of attributeLiterals(node.initializer)) if (hasWords(text)) found.push({ line: at(node), text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Words, not a key, a path or a class name: two words apart (`Sold out`, `Only  left`), a capitalised word (`Admin`),
 * or a letter of a script without capitals (Devanagari).
 */
const WORDS = /\p{L}\s+\p{L}|^\s*\p{Lu}\p{Ll}+\b|[^\P{L}\p{Script=Latin}]/u;

/** Every literal text a function of `source` (a .ts helper's code) returns in words a shopper would read. */
export function returnedTexts(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: LiteralText[] = [];
  const visit = (node: ts.Node): void => {
    const returned = ts.isReturnStatement(node)
      ? node.expression
      : ts.isArrowFunction(node) && !ts.isBlock(node.body)
        ? node.body
        : undefined;
    for (const text of returned ? shownLiterals(returned) : []) {
      if (WORDS.test(text.replace(ENTITY, ''))) {
        found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
