// The returns queue's words (/admin/returns), in English and Hindi, kept with the admin chunk like adminText.ts. The
// names of a request's states and reasons are the storefront's own (the shopper's order page shows them too).
import type { Language, RefundRoute } from '../../../contract';

const ROUTES_EN: Record<RefundRoute, string> = {
  provider: 'Back through the payment provider',
  storeCredit: 'Store credit',
  bank: 'Bank or UPI transfer',
};

const en = {
  returns: 'Returns',
  title: 'Returns and exchanges',
  filter: 'Filter requests',
  state: 'State',
  anyState: 'Any state',
  routeName: (route: RefundRoute) => ROUTES_EN[route],
  order: 'Order',
  email: "Shopper's e-mail",
  pieces: 'Pieces',
  kind: 'Kind',
  reason: 'Reason',
  asked: 'Asked',
  refund: 'Refund',
  exchangeFor: (size: string) => `Exchange for size ${size}`,
  piece: (name: string, size: string, unit: string) => `${name}, size ${size}, piece ${unit}`,
  noReturns: 'No return or exchange requests in this state.',
  open: (number: string) => `Return of order ${number}`,
  // One request
  requestTitle: (id: string, number: string) => `Return ${id} of order ${number}`,
  backToReturns: 'All returns',
  seeOrder: (number: string) => `See order ${number}`,
  amount: 'Amount',
  refundTo: 'Refund to',
  payoutTo: 'Pay to (UPI id or bank account)',
  payoutReference: 'Transfer reference',
  rejectReason: 'Why it was rejected',
  exchangeOrder: 'Exchange order',
  damaged: 'damaged, not back in stock',
  steps: 'Steps',
  step: (state: string, by: string, date: string) => `${state}, by ${by}, ${date}`,
  actions: 'Next step',
  noActions: 'This request is finished.',
  approve: 'Approve',
  pickUp: 'Mark picked up',
  receive: 'Mark received',
  damagedPiece: (piece: string) => `Damaged: ${piece}`,
  damagedHelp: 'Damaged pieces do not go back to stock.',
  doRefund: 'Refund',
  exchange: 'Mark exchanged',
  reject: 'Reject',
  rejectWhy: 'Reason for rejecting',
  moved: (state: string) => `The request is now ${state}.`,
  changedMeanwhile: (message: string) => `${message} The request below is as it is now.`,
  // The order page
  orderReturns: 'Returns and exchanges of this order',
  orderReturn: (id: string, kind: string, state: string) => `Return ${id}: ${kind}, ${state}`,
};

/** Each text a string, or a function of its values giving one. */
export type ReturnsText = {
  [Key in keyof typeof en]: (typeof en)[Key] extends (...values: infer Values) => string
    ? (...values: Values) => string
    : string;
};

const ROUTES_HI: Record<RefundRoute, string> = {
  provider: 'भुगतान प्रदाता से वापस',
  storeCredit: 'स्टोर क्रेडिट',
  bank: 'बैंक या UPI ट्रांसफ़र',
};

const hi: ReturnsText = {
  returns: 'वापसी',
  title: 'वापसी और बदलाव',
  filter: 'अनुरोध छाँटें',
  state: 'स्थिति',
  anyState: 'कोई भी स्थिति',
  routeName: (route) => ROUTES_HI[route],
  order: 'ऑर्डर',
  email: 'ग्राहक का ई-मेल',
  pieces: 'पीस',
  kind: 'प्रकार',
  reason: 'कारण',
  asked: 'माँगा गया',
  refund: 'पैसे वापस',
  exchangeFor: (size) => `साइज़ ${size} से बदलना`,
  piece: (name, size, unit) => `${name}, साइज़ ${size}, पीस ${unit}`,
  noReturns: 'इस स्थिति में वापसी या बदलाव का कोई अनुरोध नहीं।',
  open: (number) => `ऑर्डर ${number} की वापसी`,
  requestTitle: (id, number) => `ऑर्डर ${number} की वापसी ${id}`,
  backToReturns: 'सारी वापसी',
  seeOrder: (number) => `ऑर्डर ${number} देखें`,
  amount: 'राशि',
  refundTo: 'पैसे कहाँ लौटें',
  payoutTo: 'किसे भेजें (UPI id या बैंक खाता)',
  payoutReference: 'ट्रांसफ़र का रेफ़रेंस',
  rejectReason: 'अस्वीकार करने का कारण',
  exchangeOrder: 'बदलाव का ऑर्डर',
  damaged: 'ख़राब, स्टॉक में वापस नहीं',
  steps: 'चरण',
  step: (state, by, date) => `${state}, ${by} द्वारा, ${date}`,
  actions: 'अगला चरण',
  noActions: 'यह अनुरोध पूरा हो चुका है।',
  approve: 'स्वीकार करें',
  pickUp: 'उठाया गया दर्ज करें',
  receive: 'वापस मिला दर्ज करें',
  damagedPiece: (piece) => `ख़राब: ${piece}`,
  damagedHelp: 'ख़राब पीस स्टॉक में वापस नहीं जाते।',
  doRefund: 'पैसे लौटाएँ',
  exchange: 'बदला गया दर्ज करें',
  reject: 'अस्वीकार करें',
  rejectWhy: 'अस्वीकार करने का कारण',
  moved: (state) => `अनुरोध अब ${state} है।`,
  changedMeanwhile: (message) => `${message} नीचे अनुरोध अभी की स्थिति में है।`,
  orderReturns: 'इस ऑर्डर की वापसी और बदलाव',
  orderReturn: (id, kind, state) => `वापसी ${id}: ${kind}, ${state}`,
};

export const returnsTextIn = (language: Language): ReturnsText => (language === 'hi' ? hi : en);
