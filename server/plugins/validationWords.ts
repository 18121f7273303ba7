// The validator's refusals in the shop's words: "The quantity can be at most 20." rather than "quantity must be <= 20",
// the field named as a shopper knows it and the rule said plainly, in the caller's language (server/messages).
import type { FastifyError } from 'fastify';
import { PLAIN_TEXT } from '../schemas/text';
import type { MessageKey, ShopperMessage } from '../messages';
import { ADDRESS_FIELD_RULES } from '../../contract';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The fields a shopper or a client meets, by their last name in the body, named in words (`field.*`). */
const NAMED_FIELDS = new Set([
  ...Object.keys(ADDRESS_FIELD_RULES),
  'quantity',
  'size',
  'itemId',
  'productId',
  'password',
  'newPassword',
  'name',
  'items',
  'amount',
]);

/** A field in words: one the catalogs name ("The pincode"), any other by its path ("The field “orderId”"). */
function fieldWords(path: string): ShopperMessage {
  // A list's entry is named by its list: "category.0" is the category, "items.0.quantity" the quantity.
  const named = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
  const last = named.split('.').at(-1) ?? named;
  return NAMED_FIELDS.has(last)
    ? { key: `field.${last}` as MessageKey }
    : { key: 'field.other', values: { path: named } };
}

/** A JSON type's refusal, by the type the schema asks for. */
const TYPE_WORDS: Readonly<Record<string, MessageKey>> = {
  integer: 'request.wholeNumber',
  number: 'request.notNumber',
  string: 'request.notText',
  boolean: 'request.notTrueFalse',
  array: 'request.notList',
  object: 'request.notObject',
};

/** A pattern's refusal for the fields whose form a shopper can be told in a sentence. */
const PATTERN_WORDS: Readonly<Record<string, MessageKey>> = {
  zipcode: 'request.badPincode',
  phone: 'request.badPhone',
};

function ruleWords(issue: ValidationIssue, last: string): { key: MessageKey; limit?: number } {
  const limit = Number(issue.params.limit);
  switch (issue.keyword) {
    case 'maximum':
      return { key: 'request.atMost', limit };
    case 'minimum':
      return { key: 'request.atLeast', limit };
    case 'maxLength':
      return { key: 'request.tooLong', limit };
    case 'minLength':
      return limit <= 1 ? { key: 'request.blank' } : { key: 'request.tooShortText', limit };
    case 'maxItems':
      return { key: 'request.tooManyEntries', limit };
    case 'minItems':
      return { key: 'request.tooFewEntries', limit };
    case 'type':
      return { key: TYPE_WORDS[String(issue.params.type).split(',')[0] ?? ''] ?? 'request.invalid' };
    case 'format':
      if (issue.params.format === PLAIN_TEXT) return { key: 'request.plainText' };
      return { key: issue.params.format === 'email' ? 'request.badEmail' : 'request.badForm' };
    case 'pattern':
      // The text fields' one pattern is "some visible text".
      if (issue.params.pattern === '\\S') return { key: 'request.blank' };
      return { key: PATTERN_WORDS[last] ?? 'request.badForm' };
    default:
      return { key: 'request.invalid' };
  }
}

/**
 * The refusal of a body, query or parameter the schema does not take: the field in words and the rule it broke. An
 * empty cart and a short password have sentences of their own, as the storefront's forms meet them.
 */
export function validationWords(issue: ValidationIssue, context: string | undefined): ShopperMessage {
  const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty);
    return { key: 'request.required', values: { field: fieldWords(where ? `${where}.${missing}` : missing) } };
  }
  if (issue.keyword === 'minItems' && where === 'items') return { key: 'request.emptyCart' };
  if (issue.keyword === 'minLength' && (where === 'password' || where === 'newPassword'))
    return { key: 'request.shortPassword', values: { min: Number(issue.params.limit) } };
  const path = where || context || 'body';
  const { key, limit } = ruleWords(issue, path.split('.').at(-1) ?? path);
  return { key, values: { field: fieldWords(path), ...(limit === undefined ? {} : { limit }) } };
}
