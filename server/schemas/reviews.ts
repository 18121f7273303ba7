// JSON schemas of size charts and buyers' reviews (contract/reviews.ts), registered with the app by $id: the sizing
// and reviews wings answer them, and the catalog's product detail carries a product's reviews.
import { Type, type Static } from '@sinclair/typebox';
import { FIT_ANSWERS, LANGUAGES, SIZE_CHART_LIMITS, SIZE_CHART_MEASURES } from '../../contract';
import { literals, text } from './entities';

const { maxRows, maxSizeLength, maxMeasureCm, maxHowToLines, maxHowToLineLength } = SIZE_CHART_LIMITS;

const measure = (description: string) =>
  Type.Union([Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: maxMeasureCm, description }), Type.Null()]);

const howToLines = (description: string) =>
  Type.Array(text(maxHowToLineLength), { maxItems: maxHowToLines, description });

export const SizeRow = Type.Object(
  {
    size: text(maxSizeLength),
    chest: measure('Centimetres; null where the chart does not give it.'),
    waist: measure('Centimetres.'),
    hip: measure('Centimetres.'),
    length: measure("Centimetres: a top's length, or a bottom's inside leg."),
    height: measure("Centimetres: a child's height, which kids' sizes go by."),
  },
  { $id: 'SizeRow', additionalProperties: false },
);

export const SizeChart = Type.Object(
  {
    measure: literals(SIZE_CHART_MEASURES),
    rows: Type.Array(Type.Ref(SizeRow), {
      minItems: 1,
      maxItems: maxRows,
      description: 'One row a size, sizes different from each other.',
    }),
    howToMeasure: howToLines('How to take the measures, one instruction a line.'),
    howToMeasureHi: Type.Optional(
      howToLines('The same in Hindi, which the Hindi pages show; without it they show howToMeasure.'),
    ),
  },
  {
    $id: 'SizeChart',
    additionalProperties: false,
    description: `Every measure in centimetres, more than 0 and less than ${maxMeasureCm}.`,
  },
);
export type SizeChart = Static<typeof SizeChart>;

const fitCounts = Type.Object(
  Object.fromEntries(FIT_ANSWERS.map((answer) => [answer, Type.Integer({ minimum: 0 })])) as Record<
    (typeof FIT_ANSWERS)[number],
    ReturnType<typeof Type.Integer>
  >,
  { additionalProperties: false },
);

export const Review = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    fit: literals(FIT_ANSWERS),
    size: Type.String({ description: 'The size the buyer bought.' }),
    title: Type.Union([Type.String(), Type.Null()], { description: 'Plain text, as the buyer wrote it.' }),
    text: Type.Union([Type.String(), Type.Null()], { description: 'Plain text; line breaks are the buyer’s.' }),
    photo: Type.Union([Type.String(), Type.Null()], { description: "A picture's URL, like a product photo's." }),
    language: literals(LANGUAGES),
    author: Type.String({ description: "The buyer's first name." }),
    createdAt: Type.Number({ description: 'Milliseconds since 1970.' }),
    verified: Type.Literal(true, { description: 'Every review is by a buyer whose order was delivered.' }),
  },
  { $id: 'Review', additionalProperties: false },
);

export const ReviewSummary = Type.Object(
  {
    average: Type.Union([Type.Number(), Type.Null()], { description: 'To one decimal; null without reviews.' }),
    count: Type.Integer({ minimum: 0 }),
    stars: Type.Object(
      Object.fromEntries(['1', '2', '3', '4', '5'].map((stars) => [stars, Type.Integer({ minimum: 0 })])),
      { additionalProperties: false },
    ),
    fit: fitCounts,
    fitSays: Type.Union([literals(FIT_ANSWERS), Type.Null()], {
      description: 'Once 5 or more buyers answered fit, the answer more than half of them gave; else null.',
    }),
  },
  {
    $id: 'ReviewSummary',
    additionalProperties: false,
    description: "Over the product's shown reviews, in every language.",
  },
);

/** What a product's detail answer carries of its reviews. */
export const ProductReviews = Type.Object(
  {
    summary: Type.Ref(ReviewSummary),
    latest: Type.Array(Type.Ref(Review), { description: 'The newest shown reviews, newest first.' }),
  },
  { $id: 'ProductReviews', additionalProperties: false },
);

export const reviewSchemas = [SizeRow, SizeChart, Review, ReviewSummary, ProductReviews];
