// JSON schemas of the reviews' admin calls, registered with the app before the routes that refer to them by $id.
import { Type } from '@sinclair/typebox';
import { Review } from '../schemas/reviews';

export const AdminReview = Type.Object(
  {
    ...Review.properties,
    hidden: Type.Boolean({ description: 'Hidden reviews are in no answer shoppers get, nor in the summary.' }),
    hiddenReason: Type.Union([Type.String(), Type.Null()], { description: "The operator's reason, while hidden." }),
    reports: Type.Integer({ minimum: 0, description: "Shoppers' reports since the operator last hid or showed it." }),
    productName: Type.String(),
  },
  { $id: 'AdminReview', additionalProperties: false },
);

export const reviewsAdminSchemas = [AdminReview];
