// QA mode (docs/qa.md) in a production storefront: off unless the shop's operator lets a link switch it on
// (QA_LINKS=on), which the server says in every page it serves with this mark.

/** `<meta name="shop-qa" content="on-request">`: `?qa=on` may switch QA mode on in this shop. */
export const QA_LINKS_META = { name: 'shop-qa', content: 'on-request' } as const;
