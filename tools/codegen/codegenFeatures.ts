// Which OpenAPI operations each feature's generated endpoint slice holds, and where it is written.
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Which operations each feature owns; the POST calls that only read are generated as queries. */
export const FEATURE_ENDPOINTS: Record<string, { endpoints: string[]; queries?: string[] }> = {
  catalog: {
    endpoints: ['listProducts', 'queryProducts', 'getProduct', 'getHome', 'getProductsByIds', 'suggestProducts'],
    queries: ['suggestProducts'],
  },
  // The SPA mirrors absolute quantities with updateCart; addToCart completes the contract for other callers.
  cart: { endpoints: ['addToCart', 'updateCart', 'getCart'], queries: ['getCart'] },
  auth: {
    endpoints: [
      'registerUser',
      'loginUser',
      'logoutUser',
      'requestPasswordReset',
      'resetPassword',
      'confirmEmail',
      'resendConfirmation',
    ],
  },
  checkout: {
    endpoints: [
      'listPaymentMethods',
      'placeOrder',
      'placeStripeOrder',
      'verifyStripe',
      'placeRazorpayOrder',
      'verifyRazorpay',
      'checkRazorpay',
      'lookUpPincode',
      'getDeliveryPromise',
    ],
    queries: ['lookUpPincode', 'getDeliveryPromise'],
  },
  orders: {
    endpoints: ['listUserOrders', 'getOrder', 'cancelOrder', 'requestReturn'],
    queries: ['listUserOrders', 'getOrder'],
  },
  account: {
    endpoints: [
      'getAccount',
      'changePassword',
      'signOutEverywhere',
      'closeAccount',
      'listAddresses',
      'saveAddress',
      'updateAddress',
      'deleteAddress',
      'getStoreCredit',
    ],
    queries: ['getAccount', 'listAddresses', 'getStoreCredit'],
  },
  // Issue 47: the signed-in shopper's wishlist, and back-in-stock alerts per size (no sign-in needed).
  wishlist: {
    endpoints: [
      'getWishlist',
      'saveToWishlist',
      'removeFromWishlist',
      'mergeWishlist',
      'subscribeStockAlert',
      'confirmStockAlert',
      'unsubscribeStockAlerts',
    ],
    queries: ['getWishlist'],
  },
  // Issue 49: size charts and buyers' reviews. The review photo's upload sends the picture's own bytes, which the
  // generator does not write (as the operator's picture upload): the feature writes that call by hand.
  reviews: {
    endpoints: ['getSizeChart', 'listReviews', 'listReviewable', 'addReview', 'reportReview'],
    queries: ['getSizeChart', 'listReviews', 'listReviewable'],
  },
  // The operator's screens (/admin); the picture upload sends the file's own bytes, so adminApi.ts writes it by hand.
  admin: {
    endpoints: [
      'adminListOrders',
      'adminShowOrder',
      'adminChangeOrderStatus',
      'adminMoveOrders',
      'adminRefundOrder',
      'adminReconcileOrder',
      'adminExportProducts',
      'adminAddProduct',
      'adminRemoveProduct',
      'adminImportProductFile',
      'adminListStock',
      'adminShowStock',
      'adminSetStock',
      'adminListStockAlerts',
      'adminListUsers',
      'adminSetUserRole',
      'adminSignOutUser',
      'adminListReturns',
      'adminGetReturn',
      'adminMoveReturn',
      'adminGetDelivery',
      'adminSetDeliveryZone',
      'adminSetDeliveryArea',
      'adminSetCodLimit',
      'adminListSynonyms',
      'adminAddSynonyms',
      'adminRemoveSynonyms',
      'adminListSizeCharts',
      'adminSetSizeChart',
      'adminSetProductSizeChart',
      'adminListReviews',
      'adminSetReviewVisibility',
    ],
    queries: [
      'adminListReturns',
      'adminGetReturn',
      'adminGetDelivery',
      'adminListOrders',
      'adminShowOrder',
      'adminExportProducts',
      'adminListStock',
      'adminShowStock',
      'adminListStockAlerts',
      'adminListUsers',
      'adminListSynonyms',
      'adminListSizeCharts',
      'adminListReviews',
    ],
  },
};

export const generatedFile = (feature: string) =>
  path.join(ROOT, 'src', 'features', feature, `${feature}Api.generated.ts`);
