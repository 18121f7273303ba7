// The API's words to shoppers, in English: ICU messages by key (`{name}` a value, `{n, plural, ...}`, `{x, select, ...}`).
// These are the answers' texts word for word as the original client has always read them; hi.ts says each in Hindi.
// Operators' and the command line's words are not here: they stay English (docs/api.md).
export const en = {
  // Sign-up, login and the session (accounts wing, plugins/auth.ts).
  'account.emailTaken': 'An account with this e-mail already exists. Log in instead.',
  'account.wrongCredentials': 'Wrong e-mail or password.',
  'account.signInBusy': 'Too many people are signing in right now. Please try again in a few seconds.',
  'account.loginsDelayed':
    'Too many failed logins for this account. Please wait {seconds} {seconds, plural, one {second} other {seconds}} and try again.',
  'password.hasOwnWords': 'Your password must not contain your e-mail address or name.',
  'password.common':
    'This password is one of the most used passwords, the first an attacker tries. Please choose another.',
  'password.guessable':
    'This password is too easy to guess. Please choose a longer one, such as a few unrelated words.',
  'session.logIn': 'Please log in to continue.',
  'session.invalid': 'Please log in again: your session is not valid.',
  'session.expired': 'Your session has expired. Please log in again.',
  'session.signedOutEverywhere': 'You were signed out on every device. Please log in again.',
  'session.loggedOut': 'You logged out. Please log in again.',

  // The cart (orders wing, stock wing).
  'catalog.noSuchProduct': 'There is no such product.',
  'catalog.noSuchSynonyms': 'There is no group of synonyms with the id {id}.',
  'catalog.synonymsInvalid':
    'A group of synonyms holds {minWords} to {maxWords} different words, each of 1 to {maxWordLength} characters.',
  'cart.productGone': 'This product is no longer in the shop.',
  'cart.sizeNotOffered': 'Size "{size}" is not offered for this product.',
  'cart.tooManyLines': 'A cart holds at most {max} different items. Remove one to add another.',
  'cart.tooManyOfSize': 'You can order at most {max} of one size.',
  'stock.onlyLeft': 'Only {left} left in {size}.',
  'stock.soldOut': 'Size {size} is sold out.',
  'stock.onlyLeftAtCheckout':
    '{name} in size {size}: only {left} left. Lower its quantity in your cart to place the order.',
  'stock.soldOutAtCheckout': '{name} in size {size} is sold out. Remove it from your cart to place the order.',

  // Placing and paying for an order (orders wing, payments).
  'order.cartEmpty': 'Your cart is empty. Add something to it before placing an order.',
  'order.cartChanged':
    'Your cart or its prices changed since you opened it. Please review your cart and place the order again.',
  'order.notYours': 'There is no such order among yours.',
  'order.sizeCap':
    'You can order at most {cap} pieces of one size at a time ({quantity} of {name}, size {size}). Please lower the quantity in your cart.',
  'order.unpaidOrders':
    'You have {orders} orders not yet paid for or delivered, the most an account may have. Please wait until one is delivered before ordering more, or contact us.',
  'order.unpaidUnits':
    'This order would bring the pieces you have ordered and not yet paid for or received to more than {max}. Please order fewer pieces, or wait until an order is delivered.',
  'payment.methodUnavailable':
    '{method, select, cod {Cash on delivery} stripe {Card payment} other {Paying by UPI, cards, net banking or wallets}} is not available in this shop.',
  'payment.notCompleted': 'The payment was not completed. Your cart is as you left it.',
  'payment.notVerified':
    'The payment could not be verified. If money left your account, contact us with your order id.',
  'payment.forReplacedOrder':
    'This payment was for order {orderId}, which you changed before paying, so it was not taken as an order. Contact us with the order number for a refund.',
  'payment.tooLate':
    'This payment for order {orderId} arrived after the time we keep items for a payment, so it was not taken as an order and will be refunded. Contact us with the order number if you have questions.',
  'payment.productRemoved':
    'This payment for order {orderId} was not taken as an order because a product in it was removed from the shop while you were paying. It will be refunded. Contact us with the order number if you have questions.',
  'payment.priceChanged':
    'This payment for order {orderId} was not taken as an order because the price of a product in it changed while you were paying. It will be refunded. Contact us with the order number if you have questions.',
  'payment.providerUnavailable': 'The payment provider is unavailable. Please try again in a moment.',
  'payment.providerRefused':
    'The payment provider refused this payment. Please choose another way to pay, or contact us if it keeps happening.',

  // Password reset, e-mail confirmation and the shop's e-mails (accounts wing: links, reset, confirm; server/mail/).
  'reset.requested':
    'If an account uses this e-mail, a link to set a new password is on its way. It works for 30 minutes.',
  'reset.tooMany':
    'Links to set a new password were asked for this e-mail several times lately. Please wait {minutes} {minutes, plural, one {minute} other {minutes}} and try again.',
  'reset.linkInvalid': 'This link to set a new password has expired or was already used. Ask for a new one.',
  'reset.done': 'Your new password is set. You are signed in here and signed out on every other device.',
  'confirm.linkInvalid':
    'This link to confirm your e-mail has expired or was already used. Ask for a new one on your account page.',
  'confirm.done': 'Thank you: your e-mail is confirmed.',
  'confirm.sent': 'A link to confirm your e-mail is on its way to {email}. It works for 3 days.',
  'confirm.already': 'Your e-mail is already confirmed.',
  'mail.reset.subject': 'Set a new password for your Kapda account',
  'mail.reset.body':
    'Someone, probably you, asked to set a new password for the Kapda account of this e-mail address.\n\nTo choose a new password, open this link within 30 minutes (it works once):\n{link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.',
  'mail.confirm.subject': 'Confirm your e-mail for Kapda',
  'mail.confirm.body':
    'Welcome to Kapda.\n\nPlease confirm that this e-mail address is yours: open this link within 3 days:\n{link}\n\nIf you did not create an account at Kapda, ignore this e-mail.',
  'mail.signupAttempt.subject': 'Someone tried to sign up at Kapda with your e-mail',
  'mail.signupAttempt.body':
    'Someone tried to create a Kapda account with this e-mail address, which already has an account. Nothing was changed.\n\nIf it was you, log in here (if you forgot your password, choose "Forgot password" there):\n{link}\n\nIf it was not you, nothing needs to be done.',
  'mail.order.subject': 'Your Kapda order {orderId}',
  'mail.order.body':
    "Thank you for your order.\n\nOrder {orderId}\n{items}\nDelivery: {fee}\nTotal: {amount}\nPayment: {method, select, cod {cash on delivery} other {paid online}}\n\n{invoiced, select, yes {Tax invoice {invoice}: download it (PDF) from your order's page, which also says where it is: {link}} other {See where it is: {link}}}",
  'mail.order.item': '{quantity} x {name}, size {size}: {price}',
  // A cash order's delivery, when it is paid and invoiced (orders/orderMail.ts).
  'mail.notTaken.subject': 'Your payment for Kapda order {orderId} goes back to you',
  'mail.notTaken.body':
    'We received your payment of {amount} for order {orderId}, but we could not take it as an order: {reason, select, productRemoved {a product in it was removed from the shop while you were paying.} priceChanged {the price of a product in it changed while you were paying.} other {it arrived after the time we keep items for a payment, so they may have been sold to someone else meanwhile.}}\n\nNothing will be delivered for it and you need not do anything: the whole {amount} goes back to the way you paid. Once the refund is made, banks take 5 to 7 working days to show it.\n\nSee the payment and its refund: {link}',
  'mail.delivered.subject': 'Your Kapda order {orderId} is delivered',
  'mail.delivered.body':
    "Your order {orderId} is delivered and paid. Thank you for shopping at Kapda.\n\n{invoiced, select, yes {Tax invoice {invoice}: download it (PDF) from your order's page: {link}} other {See your order: {link}}}",

  // Too many requests (plugins/rateLimits.ts): `after` is the wait in words ("1 minute", "30 seconds").
  'limit.attempts': 'Too many attempts. Please wait {after} and try again.',
  'limit.changes': 'Too many changes from this account in a short time. Please wait {after} and try again.',
  'limit.documents':
    'Too many downloads of invoices and credit notes from this account in a short time. Please wait {after} and try again.',
  'wait.seconds': '{seconds} {seconds, plural, one {second} other {seconds}}',
  'wait.minutes': '{minutes} {minutes, plural, one {minute} other {minutes}}',

  // Any call (plugins/errors.ts, plugins/requests.ts, plugins/web.ts).
  'request.noSuchCall': 'There is no {method} {path} in this API.',
  'request.required': '{field} is required.',
  'request.plainText': '{field} must not contain control characters or text-direction overrides.',
  'request.invalid': '{field} is not valid.',
  'request.atMost': '{field} can be at most {limit}.',
  'request.atLeast': '{field} must be at least {limit}.',
  'request.tooLong': '{field} can be at most {limit} characters long.',
  'request.blank': '{field} must not be empty.',
  'request.tooShortText': '{field} needs at least {limit} characters.',
  'request.tooManyEntries': '{field} can hold at most {limit} entries.',
  'request.tooFewEntries': '{field} needs at least {limit} entries.',
  'request.wholeNumber': '{field} must be a whole number, such as 1 or 2.',
  'request.notNumber': '{field} must be a number.',
  'request.notText': '{field} must be text.',
  'request.notTrueFalse': '{field} must be true or false.',
  'request.notList': '{field} must be a list.',
  'request.notObject': '{field} must be an object of named fields.',
  'request.badEmail': 'That is not an e-mail address: write one such as name@example.com.',
  'request.badPincode': 'The pincode must be six digits, the first of them not 0.',
  'request.badPhone': 'The phone number must be 6 to 15 digits, with a + before them if you like.',
  'request.badForm': '{field} is not written in the form it takes.',
  // The fields of a refusal, as a shopper knows them.
  'field.quantity': 'The quantity',
  'field.size': 'The size',
  'field.itemId': 'The product (itemId)',
  'field.productId': 'The product (productId)',
  'field.email': 'The e-mail address',
  'field.password': 'The password',
  'field.newPassword': 'The new password',
  'field.name': 'The name',
  'field.firstName': 'The first name',
  'field.lastName': 'The last name',
  'field.street': 'The street address',
  'field.city': 'The city',
  'field.state': 'The state',
  'field.zipcode': 'The pincode',
  'field.country': 'The country',
  'field.phone': 'The phone number',
  'field.items': 'The cart lines (items)',
  'field.amount': 'The amount',
  'field.other': 'The field “{path}”',
  'request.emptyCart': 'Your cart is empty. Add something to it before placing an order.',
  'request.shortPassword': 'The password needs at least {min} characters.',
  'request.notJson': 'The request body is not valid JSON.',
  'request.notJsonType': 'Send the request body as JSON (Content-Type: application/json).',
  'request.tooLarge': 'The request body is too large.',
  'request.empty': 'The request body is empty; send a JSON object.',
  'request.lengthMismatch': 'The request body does not match its Content-Length.',
  'request.nul': 'The request must not contain a NUL character (\\u0000).',
  'shop.unavailable': 'The shop is briefly unavailable. Please try again in a moment.',
  'shop.failed': 'Something went wrong on our side. Please try again.',

  // Product pictures the operator uploads (server/images, the catalog's admin routes; issue 45).
  'picture.svgFilters':
    'The picture was refused: it uses SVG filters (filter elements, fe… elements or the CSS filter property), which take too long to draw. Remove them, or send the picture as PNG, JPEG or WebP.',
  'picture.tooSlow':
    'The picture was refused: it took too long to make. Send a simpler picture, or a photograph of fewer pixels.',
  'picture.busy':
    'The shop is making other pictures right now. Please send this one again in {seconds} {seconds, plural, one {second} other {seconds}}.',

  // The shopper's account page, saved addresses and one order's detail (issue 31, accounts and orders wings).
  'account.wrongPassword': 'Your current password is not right.',
  'account.passwordChanged': 'Your password is changed. Your other devices are signed out.',
  'account.signedOutEverywhere': 'You are signed out on every device, this one included.',
  'account.closed':
    'Your account is closed. Your orders are kept for the shop without your name, e-mail, phone or street.',
  'account.orderOnItsWay':
    'You have an order on its way. You can close your account once it is delivered or cancelled.',
  'account.returnOpen':
    'You have a return or exchange under way. You can close your account once it is refunded, exchanged or declined.',
  'account.creditLeft':
    'You have ₹{amount, number} of store credit, which is lost when the account closes. Spend it on an order first, or confirm that you give it up.',
  'address.notFound': 'There is no such address.',
  'address.tooMany': 'You can keep at most {max} addresses. Delete one you no longer use first.',
  'address.unknownPincode': "There is no pincode {pincode} in India Post's directory. Check the pincode.",
  'address.stateMismatch': 'Pincode {pincode} is in {expected}, not {state}. Check the pincode or the state.',
  'delivery.notHere': "We don't deliver to {pincode} yet.",
  'delivery.noCashHere': 'Cash on delivery is not offered for pincode {pincode}. Please pay online.',
  'delivery.cashLimit':
    'Cash on delivery is offered for orders up to ₹{max, number}. Please pay online, or order less.',
  'address.deleted': 'The address is deleted.',
  'order.noSuchOrder': 'There is no such order.',
  'invoice.none':
    'This order has no tax invoice yet: it is issued when the order is paid, or delivered for cash on delivery.',
  'creditNote.none': 'There is no such credit note.',
  'taxDocument.busy': 'Your document is being prepared. Please try again in a few seconds.',
  'role.onlyAdmin':
    "{email} is the shop's only admin. Give another account the admin role first, then take this one's.",
  'role.noLongerAdmin':
    'Your account no longer has the admin role: another operator took it, so this change was not made.',

  // After the order: cancelling, returning, exchanging, store credit (issue 43, orders wing).
  'afterSale.noSuchPiece': 'This order has no piece {piece}. Pieces are named by line and unit, such as 1.1.',
  'afterSale.pieceTwice': 'A piece is named twice. Name each piece once.',
  'afterSale.pieceTaken': 'Piece {piece} is already cancelled, returned or in a return request.',
  'afterSale.cannotCancel':
    'This order is {status} and can no longer be cancelled. Once it is delivered, you can return it within the return window.',
  'afterSale.exchangeFinal':
    'This order is an exchange: its pieces cannot be cancelled or returned again. Please contact us.',
  'afterSale.nothingLeft': 'Every piece of this order is already cancelled or returned.',
  'afterSale.notDelivered': 'This order is not delivered yet. You can return pieces once it is.',
  'afterSale.noReturns': 'This shop does not take returns or exchanges.',
  'afterSale.windowClosed':
    'The return window for this order closed {days} {days, plural, one {day} other {days}} after delivery.',
  'afterSale.notReturnable': '{name} cannot be returned or exchanged.',
  'afterSale.exchangeOneLine': 'An exchange is for pieces of one item. Ask for each item on its own.',
  'afterSale.exchangeSize': '{name} has no size {size} to exchange for. Choose another of its sizes.',
  'afterSale.exchangeSameSize': 'Choose a size other than {size} to exchange for.',
  'afterSale.exchangeSoldOut':
    '{name} in size {size} is sold out, so it cannot be exchanged now. You can ask for a refund instead.',
  'afterSale.routeOnline': 'This order was paid online: its refund goes back to the way you paid.',
  'afterSale.routeCash':
    'Choose how to get the money for a cash-on-delivery order: store credit, or a bank or UPI transfer.',
  'afterSale.payoutNeeded': 'Give the UPI id or bank account (with its IFSC) the shop should send the money to.',
  'afterSale.exchangeNoRoute': 'An exchange gives no money back: leave out where a refund would go.',
  'afterSale.creditCod': 'Store credit pays toward cash-on-delivery orders only.',
  'mail.afterSale.subject':
    '{event, select, cancelled {Your Kapda order {orderId} is cancelled} partlyCancelled {Pieces of your Kapda order {orderId} are cancelled} requested {We have your return request for order {orderId}} approved {Your return for order {orderId} is approved} pickedUp {We picked up your return for order {orderId}} received {We received your return for order {orderId}} refunded {Your refund for order {orderId}} exchanged {Your exchange for order {orderId} is on its way} other {Your return for order {orderId} was not accepted}}',
  'mail.afterSale.body':
    '{event, select, cancelled {Your order {orderId} is cancelled.} partlyCancelled {The pieces you chose in order {orderId} are cancelled; the rest comes as planned.} requested {We have your request to return pieces of order {orderId}. We will tell you when it is approved.} approved {Your return for order {orderId} is approved. A courier will pick the pieces up.} pickedUp {We picked up the pieces of order {orderId}.} received {The pieces of order {orderId} reached us.} refunded {Your refund for order {orderId} is made.} exchanged {Your new size for order {orderId} ships as order {detail}.} other {We could not accept your return for order {orderId}: {detail}}}\n\n{money, select, provider {{amount} goes back to the way you paid; banks take 5 to 7 working days.} storeCredit {{amount} is added to your store credit for your next order.} bank {{amount} is sent to the bank or UPI account you gave.} other {}}\n\nSee your order: {link}',
  // The wishlist and back-in-stock alerts (wishlist and alerts wings).
  'wishlist.full': 'Your wishlist holds at most {max} items. Remove one to save another.',
  'alerts.subscribed': 'We will e-mail you at {email} when size {size} is back.',
  'alerts.inStock': 'Size {size} is in stock now: you can order it straight away.',
  'alerts.tooManyFromClient':
    'Too many back-in-stock sign-ups from this device in a short time. Please wait {after} and try again.',
  'alerts.tooManyForAddress':
    'This e-mail was signed up for back-in-stock alerts many times today. Please wait {hours} {hours, plural, one {hour} other {hours}} and try again.',
  'alerts.linkInvalid': 'This unsubscribe link is not valid. Please open the link from the e-mail as it is.',
  'alerts.unsubscribed':
    '{ended, plural, =0 {There were no back-in-stock alerts for {email}.} one {We ended the back-in-stock alert for {email}.} other {We ended all # back-in-stock alerts for {email}.}}',
  'alerts.confirmationSent':
    'Please check your e-mail to confirm: open the link we sent to {email}, and we will write when size {size} is back.',
  'alerts.confirmLinkInvalid': 'This confirmation link is not valid. Please open the link from the e-mail as it is.',
  'alerts.confirmLinkExpired':
    "This confirmation link has expired: links work for 7 days. Please ask again with Notify me on the product's page.",
  'alerts.noLongerWaiting':
    'This back-in-stock alert is no longer waiting: it was ended, or its e-mail was sent already.',
  'alerts.confirmed': 'Confirmed: we will e-mail {email} once when size {size} of {name} is back.',
  'alerts.confirmedInStock': 'Confirmed. Size {size} of {name} is in stock now: we have e-mailed its link to {email}.',
  'mail.alertConfirm.subject': 'Confirm your back-in-stock e-mail for {name}, size {size}',
  'mail.alertConfirm.body':
    'Someone, perhaps you, asked Kapda to e-mail this address when size {size} of {name} is back in stock:\n{product}\n\nTo confirm, open this link within {days} days:\n{link}\n\nIf it was not you, ignore this e-mail: nothing more will be sent.',
  'mail.backInStock.subject': 'Size {size} of {name} is back in stock',
  'mail.backInStock.body':
    'Good news: {name} is back in stock in size {size}.\n\nSee it here, with size {size} chosen:\n{link}\n\nThis alert was sent once and has now ended; sizes sell out fast.\n\nTo stop every back-in-stock e-mail to this address:\n{unsubscribe}',
  // Size charts and buyers' reviews (sizing and reviews wings).
  'sizing.sizeTwice': 'The chart names size "{size}" twice: give each size one row.',
  'reviews.notABuyer': 'Only a buyer whose order was delivered can review it.',
  'reviews.alreadyReviewed': 'You have reviewed this already: one review for each product and size of an order.',
  'reviews.noSuchReview': 'There is no such review.',
  'reviews.alreadyReported': 'You have reported this review already. The shop will look at it.',
  'reviews.reported': 'Thank you. The shop will look at this review.',
  'reviews.photoNotYours': 'This photo was not uploaded here from your account. Please upload it again.',
  'reviews.photoAsBody': 'Send the photo itself as the body, with its image content type.',
  'reviews.photoUnreadable':
    'The photo was refused: send a JPEG, PNG, WebP, AVIF, GIF or TIFF picture of at most {mb} MB and {megapixels} megapixels.',
  'reviews.tooManyReviews':
    'You have written {max} reviews today. Please wait {hours} {hours, plural, one {hour} other {hours}} and try again.',
  'reviews.tooManyReports':
    'You have reported {max} reviews today. Please wait {hours} {hours, plural, one {hour} other {hours}} and try again.',
  'reviews.tooManyPhotos':
    'You have uploaded {max} review photos today. Please wait {hours} {hours, plural, one {hour} other {hours}} and try again.',
} as const;

export type MessageKey = keyof typeof en;
