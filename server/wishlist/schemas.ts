// JSON schemas of the wishlist's calls, registered with the app before the routes that refer to them by $id.
import { Type } from '@sinclair/typebox';

export const WishlistItem = Type.Object(
  {
    productId: Type.String(),
    savedPrice: Type.Number({ description: "The product's price in rupees when it was first saved." }),
    savedAt: Type.Number({ description: 'When it was saved, in milliseconds since 1970.' }),
  },
  { $id: 'WishlistItem', additionalProperties: false },
);

export const wishlistSchemas = [WishlistItem];
