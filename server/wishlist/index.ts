// The wishlist wing's face: a signed-in shopper's saved products (wishlist.ts) and their routes; the accounts wing
// forgets an account's wishlist when it closes. Other wings, the CLI and app.ts import this file only.
export { wishlistRoutes } from './routes';
export { wishlistSchemas } from './schemas';
export { forgetWishlist } from './wishlist';
