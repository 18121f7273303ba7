// Which OpenAPI operations each feature's generated endpoint slice holds, and where it is written.
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Which operations each feature owns; the POST calls that only read are generated as queries. */
export const FEATURE_ENDPOINTS: Record<string, { endpoints: string[]; queries?: string[] }> = {
  catalog: { endpoints: ['listProducts', 'queryProducts', 'getProduct', 'getHome', 'getProductsByIds'] },
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
      'adminListUsers',
    ],
  },
};

export const generatedFile = (feature: string) =>
  path.join(ROOT, 'src', 'features', feature, `${feature}Api.generated.ts`);
