// The demo catalogue the database is seeded with, listed in the order the products were added to the shop.
import type { ProductCategory, ProductType } from '../../contract';
import { COLOURS, type GarmentPicture } from './garments';

export interface SeedProduct {
  id: string;
  name: string;
  description: string;
  pricePaise: number;
  category: ProductCategory;
  subCategory: ProductType;
  sizes: string[];
  bestseller: boolean;
  pictures: GarmentPicture[];
}

type Garment = GarmentPicture['garment'];
type ExtraView = Exclude<GarmentPicture['view'], 'front'>;

type Colour = keyof typeof COLOURS;

const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'] as const;

function sizeRange<T extends string>(all: readonly T[], from: T, to: T): string[] {
  return all.slice(all.indexOf(from), all.indexOf(to) + 1);
}

const adult = (from: (typeof ADULT_SIZES)[number], to: (typeof ADULT_SIZES)[number]): string[] =>
  sizeRange(ADULT_SIZES, from, to);
const kids = (from: (typeof KIDS_SIZES)[number], to: (typeof KIDS_SIZES)[number]): string[] =>
  sizeRange(KIDS_SIZES, from, to);

/** A front view of the garment followed by any extra views. */
function pictures(garment: Garment, colour: Colour, accent: Colour, ...extra: ExtraView[]): GarmentPicture[] {
  return (['front', ...extra] as const).map((view) => ({
    garment,
    colour: COLOURS[colour],
    accent: COLOURS[accent],
    view,
  }));
}

// Six drops of twelve, one product per category and type in each, so every stretch of the list mixes Men, Women and Kids.
export const seedProducts: readonly SeedProduct[] = [
  // Drop 1
  {
    id: 'men-round-neck-pure-cotton-tshirt-navy',
    name: 'Men Navy Round Neck Pure Cotton T-shirt',
    description:
      'An everyday crew neck tee in 180 GSM combed cotton with a regular fit. Machine wash cold inside out and tumble dry low.',
    pricePaise: 49900,
    category: 'Men',
    subCategory: 'Topwear',
    sizes: adult('S', 'XXL'),
    bestseller: true,
    pictures: pictures('tshirt', 'navy', 'mustard', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-linen-blend-shorts-mint',
    name: 'Women Mint Linen Blend Shorts',
    description:
      'Breezy mid-rise shorts in a linen and viscose blend, with a button fly, belt loops and slant pockets. Expect a few soft creases; that is the linen.',
    pricePaise: 79900,
    category: 'Women',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('shorts', 'mint', 'navy', 'back'),
  },
  {
    id: 'boys-cable-knit-sweater-navy',
    name: 'Boys Navy Cable Knit Sweater',
    description:
      'A warm acrylic-wool blend sweater with three cable panels and ribbed cuffs and hem. Hand wash or use the wool cycle, then dry flat.',
    pricePaise: 99900,
    category: 'Kids',
    subCategory: 'Winterwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('sweater', 'navy', 'cream', 'detail'),
  },
  {
    id: 'men-slim-fit-stretch-chinos-olive',
    name: 'Men Olive Slim Fit Stretch Chinos',
    description:
      'Cotton twill chinos with 2% elastane for easy movement, cut slim through the thigh with a tapered leg. Wash with similar colours.',
    pricePaise: 149900,
    category: 'Men',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XXL'),
    bestseller: false,
    pictures: pictures('trousers', 'olive', 'khaki', 'back', 'detail'),
  },
  {
    id: 'women-relaxed-fit-cotton-shirt-white',
    name: 'Women White Relaxed Fit Cotton Shirt',
    description:
      'A crisp poplin shirt with a dropped shoulder, chest pocket and curved hem that sits well tucked or loose. Iron on medium heat.',
    pricePaise: 119900,
    category: 'Women',
    subCategory: 'Topwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('shirt', 'white', 'blue', 'back', 'styled'),
  },
  {
    id: 'girls-floral-cotton-sundress-peach',
    name: 'Girls Peach Floral Cotton Sundress',
    description:
      'A soft cotton sundress with cap sleeves, a tie sash at the waist and a twirly flared skirt. Fully lined and machine washable.',
    pricePaise: 69900,
    category: 'Kids',
    subCategory: 'Summerwear',
    sizes: kids('2-3Y', '8-9Y'),
    bestseller: true,
    pictures: pictures('dress', 'peach', 'white', 'back', 'styled'),
  },
  {
    id: 'men-zip-front-utility-jacket-black',
    name: 'Men Black Zip-Front Utility Jacket',
    description:
      'A water-resistant cotton-nylon jacket with a full zip, two flap chest pockets and welt hand pockets. Regular fit with room for a sweater underneath.',
    pricePaise: 299900,
    category: 'Men',
    subCategory: 'Winterwear',
    sizes: adult('M', 'XXL'),
    bestseller: false,
    pictures: pictures('jacket', 'black', 'mustard', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-high-rise-skinny-jeans-blue',
    name: 'Women Blue High-Rise Skinny Jeans',
    description:
      'Stretch denim jeans that sit at the natural waist and hug the leg to the ankle. The fabric keeps its shape all day; wash inside out to keep the colour.',
    pricePaise: 169900,
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XL'),
    bestseller: true,
    pictures: pictures('jeans', 'blue', 'mustard', 'back', 'detail'),
  },
  {
    id: 'girls-ruffle-sleeve-top-pink',
    name: 'Girls Pink Ruffle Sleeve Top',
    description:
      'A light cotton top with ruffled flutter sleeves and a little bow at the neckline. Cool wash and line dry.',
    pricePaise: 44900,
    category: 'Kids',
    subCategory: 'Topwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('top', 'pink', 'maroon'),
  },
  {
    id: 'men-quick-dry-sports-shorts-teal',
    name: 'Men Teal Quick-Dry Sports Shorts',
    description:
      'Lightweight polyester shorts that wick sweat and dry fast, made for runs and gym sessions. Do not iron.',
    pricePaise: 59900,
    category: 'Men',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XXL'),
    bestseller: false,
    pictures: pictures('shorts', 'teal', 'white', 'back', 'styled'),
  },
  {
    id: 'women-cable-knit-sweater-cream',
    name: 'Women Cream Cable Knit Sweater',
    description:
      'A chunky crew neck sweater with classic cables down the front, knitted from a soft wool blend. Hand wash cold and dry flat to keep its shape.',
    pricePaise: 179900,
    category: 'Women',
    subCategory: 'Winterwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('sweater', 'cream', 'rust', 'back', 'detail', 'styled'),
  },
  {
    id: 'boys-stretch-denim-jeans-blue',
    name: 'Boys Blue Stretch Denim Jeans',
    description:
      'Hard-wearing denim with a touch of stretch and an adjustable inner waistband for a growing fit. Machine wash inside out.',
    pricePaise: 89900,
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('jeans', 'blue', 'mustard', 'back'),
  },

  // Drop 2
  {
    id: 'men-slim-fit-oxford-shirt-white',
    name: 'Men White Slim Fit Oxford Shirt',
    description:
      'A classic Oxford cotton shirt with a button-down collar, single chest pocket and buttoned cuffs. Slim through the body; iron while slightly damp.',
    pricePaise: 129900,
    category: 'Men',
    subCategory: 'Topwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('shirt', 'white', 'navy', 'back', 'detail'),
  },
  {
    id: 'women-flared-midi-dress-yellow',
    name: 'Women Yellow Flared Midi Dress',
    description:
      'A fit-and-flare midi dress in airy rayon, with a V-neck, short sleeves and a contrast sash at the waist. Concealed back zip; gentle machine wash.',
    pricePaise: 129900,
    category: 'Women',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XL'),
    bestseller: true,
    pictures: pictures('dress', 'yellow', 'white', 'back', 'detail', 'styled'),
  },
  {
    id: 'boys-zip-front-padded-jacket-red',
    name: 'Boys Red Zip-Front Padded Jacket',
    description:
      'A lightly padded jacket with a full zip, a snug collar and plenty of pockets for small treasures. The shell shrugs off drizzle and muddy hands.',
    pricePaise: 149900,
    category: 'Kids',
    subCategory: 'Winterwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: true,
    pictures: pictures('jacket', 'red', 'navy', 'back', 'styled'),
  },
  {
    id: 'men-cotton-fleece-joggers-black',
    name: 'Men Black Cotton Fleece Joggers',
    description:
      'Brushed-back fleece joggers with a drawstring waist, side pockets and ribbed ankle cuffs. Wash cold to keep them soft.',
    pricePaise: 99900,
    category: 'Men',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XXL'),
    bestseller: false,
    pictures: pictures('joggers', 'black', 'grey', 'detail'),
  },
  {
    id: 'women-puff-sleeve-top-lavender',
    name: 'Women Lavender Puff Sleeve Top',
    description:
      'A cotton top with soft gathered sleeves and a scoop neck that pairs well with high-rise bottoms. Machine wash on a delicate cycle.',
    pricePaise: 69900,
    category: 'Women',
    subCategory: 'Topwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('top', 'lavender', 'purple', 'back'),
  },
  {
    id: 'boys-pull-on-cotton-shorts-orange',
    name: 'Boys Orange Pull-On Cotton Shorts',
    description:
      'Easy pull-on shorts in soft cotton twill with an elasticated back waist. Built for playgrounds and machine washing.',
    pricePaise: 39900,
    category: 'Kids',
    subCategory: 'Summerwear',
    sizes: kids('2-3Y', '8-9Y'),
    bestseller: false,
    pictures: pictures('shorts', 'orange', 'navy'),
  },
  {
    id: 'men-cable-knit-wool-blend-sweater-navy',
    name: 'Men Navy Cable Knit Wool Blend Sweater',
    description:
      'A wool and acrylic blend sweater with cable panels, a ribbed crew neck and a regular fit. Wash on the wool cycle and dry flat.',
    pricePaise: 189900,
    category: 'Men',
    subCategory: 'Winterwear',
    sizes: adult('M', 'XXL'),
    bestseller: false,
    pictures: pictures('sweater', 'navy', 'cream', 'back', 'detail'),
  },
  {
    id: 'women-wide-leg-pleated-trousers-beige',
    name: 'Women Beige Wide Leg Pleated Trousers',
    description:
      'High-waisted trousers with front pleats and a fluid wide leg, in a crease-resistant viscose blend. Dry clean or gentle wash.',
    pricePaise: 149900,
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('trousers', 'beige', 'brown', 'detail', 'styled'),
  },
  {
    id: 'boys-checked-casual-shirt-sky-blue',
    name: 'Boys Sky Blue Checked Casual Shirt',
    description:
      'A soft brushed-cotton shirt with a proper collar, chest pocket and buttoned cuffs for parties and school days. Machine wash warm.',
    pricePaise: 69900,
    category: 'Kids',
    subCategory: 'Topwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('shirt', 'skyBlue', 'navy', 'back', 'detail'),
  },
  {
    id: 'men-cotton-chino-shorts-beige',
    name: 'Men Beige Cotton Chino Shorts',
    description:
      'Knee-length chino shorts in washed cotton with a zip fly, slant pockets and turned-up hems. Regular fit; tumble dry low.',
    pricePaise: 79900,
    category: 'Men',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XXL'),
    bestseller: true,
    pictures: pictures('shorts', 'beige', 'brown', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-oversized-fleece-hoodie-lavender',
    name: 'Women Lavender Oversized Fleece Hoodie',
    description:
      'A roomy pullover hoodie in cotton-rich fleece with a lined hood, kangaroo pocket and ribbed cuffs. Wash inside out to limit pilling.',
    pricePaise: 139900,
    category: 'Women',
    subCategory: 'Winterwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('hoodie', 'lavender', 'white', 'back', 'styled'),
  },
  {
    id: 'girls-pleated-twirl-skirt-pink',
    name: 'Girls Pink Pleated Twirl Skirt',
    description:
      'A knife-pleated skirt with a comfortable elasticated waistband that spins beautifully. Polyester that needs no ironing.',
    pricePaise: 59900,
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('skirt', 'pink', 'maroon', 'back'),
  },

  // Drop 3
  {
    id: 'men-classic-pique-polo-maroon',
    name: 'Men Maroon Classic Pique Polo T-shirt',
    description:
      'A breathable cotton pique polo with a two-button placket, tipped collar and ribbed sleeve bands. Regular fit; wash with similar colours.',
    pricePaise: 89900,
    category: 'Men',
    subCategory: 'Topwear',
    sizes: adult('M', 'XXL'),
    bestseller: true,
    pictures: pictures('polo', 'maroon', 'cream', 'back', 'detail'),
  },
  {
    id: 'women-flared-cotton-skirt-white',
    name: 'Women White Flared Cotton Skirt',
    description:
      'A flowing cotton voile skirt with a lining, an elasticated waist and a soft flare. Cool wash separately the first time.',
    pricePaise: 99900,
    category: 'Women',
    subCategory: 'Summerwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('skirt', 'white', 'teal', 'styled'),
  },
  {
    id: 'girls-ribbed-neck-knit-sweater-mustard',
    name: 'Girls Mustard Knit Sweater',
    description:
      'A cosy cotton-acrylic sweater with cable details and a neat ribbed neckline. Machine wash on a gentle cycle and dry flat.',
    pricePaise: 84900,
    category: 'Kids',
    subCategory: 'Winterwear',
    sizes: kids('2-3Y', '8-9Y'),
    bestseller: false,
    pictures: pictures('sweater', 'mustard', 'brown', 'back'),
  },
  {
    id: 'men-slim-fit-stretch-jeans-indigo',
    name: 'Men Indigo Slim Fit Stretch Jeans',
    description:
      'Dark indigo denim with comfort stretch, a five-pocket build and copper-tone button. Slim fit from hip to hem; wash inside out.',
    pricePaise: 179900,
    category: 'Men',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XXL'),
    bestseller: true,
    pictures: pictures('jeans', 'indigo', 'mustard', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-fitted-crew-neck-tshirt-black',
    name: 'Women Black Fitted Crew Neck T-shirt',
    description:
      'A close-fitting tee in cotton with a little elastane, finished with a narrow ribbed neckline. Keeps its black through many washes.',
    pricePaise: 54900,
    category: 'Women',
    subCategory: 'Topwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('tshirt', 'black', 'grey'),
  },
  {
    id: 'girls-flutter-sleeve-top-mint',
    name: 'Girls Mint Flutter Sleeve Top',
    description:
      'A breathable cotton top with fluttery sleeves, a tie bow and a gently flared hem for hot days. Machine wash cold.',
    pricePaise: 44444,
    category: 'Kids',
    subCategory: 'Summerwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('top', 'mint', 'coral', 'back', 'styled'),
  },
  {
    id: 'men-corduroy-zip-jacket-brown',
    name: 'Men Brown Corduroy Zip Jacket',
    description:
      'A fine-wale corduroy jacket with a warm lining, a zip front and flap chest pockets. Dry clean recommended.',
    pricePaise: 449900,
    category: 'Men',
    subCategory: 'Winterwear',
    sizes: adult('M', 'XL'),
    bestseller: false,
    pictures: pictures('jacket', 'brown', 'cream', 'detail', 'styled'),
  },
  {
    id: 'women-pleated-midi-skirt-pink',
    name: 'Women Pink Pleated Midi Skirt',
    description:
      'A swishy sunray-pleated midi skirt on a smooth waistband with a side button. Lightweight georgette; hang to dry.',
    pricePaise: 119900,
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('skirt', 'pink', 'maroon', 'back', 'detail', 'styled'),
  },
  {
    id: 'boys-printed-cotton-tshirt-navy',
    name: 'Boys Navy Printed Cotton T-shirt',
    description:
      'A soft single-jersey tee with a fun chest print and a printed, tag-free neck label. Pre-shrunk cotton that stands up to rough play.',
    pricePaise: 39900,
    category: 'Kids',
    subCategory: 'Topwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: true,
    pictures: pictures('tshirt', 'navy', 'orange', 'back', 'styled'),
  },
  {
    id: 'men-breathable-cotton-polo-white',
    name: 'Men White Breathable Cotton Polo',
    description:
      'A light mesh-knit cotton polo that lets air through on humid days, with contrast tipping on the collar. Wash at 30 degrees.',
    pricePaise: 99900,
    category: 'Men',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XXL'),
    bestseller: false,
    pictures: pictures('polo', 'white', 'navy', 'back', 'detail'),
  },
  {
    id: 'women-ribbed-knit-sweater-rust',
    name: 'Women Rust Ribbed Knit Sweater',
    description:
      'A fine rib-knit pullover with a snug crew neck and long cuffs, in a soft cotton-modal blend. Fold rather than hang it.',
    pricePaise: 159900,
    category: 'Women',
    subCategory: 'Winterwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('sweater', 'rust', 'cream', 'back'),
  },
  {
    id: 'girls-elasticated-joggers-navy',
    name: 'Girls Navy Elasticated Joggers',
    description:
      'Soft terry joggers with a comfy elastic waist, drawcord and cuffed ankles. Easy for little ones to pull on themselves.',
    pricePaise: 59900,
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('joggers', 'navy', 'pink'),
  },

  // Drop 4
  {
    id: 'men-linen-blend-casual-shirt-sky-blue',
    name: 'Men Sky Blue Linen Blend Casual Shirt',
    description:
      'A relaxed linen and cotton shirt that keeps cool in the heat, with a chest pocket and a curved hem. Best ironed while damp.',
    pricePaise: 159900,
    category: 'Men',
    subCategory: 'Topwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('shirt', 'skyBlue', 'white', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-belted-fit-and-flare-dress-coral',
    name: 'Women Coral Belted Fit and Flare Dress',
    description:
      'A cotton poplin dress with a fitted bodice, V-neck, self sash and a full knee-length skirt. Back zip; machine wash cold.',
    pricePaise: 159900,
    category: 'Women',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XL'),
    bestseller: true,
    pictures: pictures('dress', 'coral', 'cream', 'back', 'styled'),
  },
  {
    id: 'girls-fleece-hoodie-pink',
    name: 'Girls Pink Fleece Hoodie',
    description:
      'A warm fleece hoodie with a cosy hood, kangaroo pocket and ribbed cuffs that keep out the chill. Machine wash inside out.',
    pricePaise: 89900,
    category: 'Kids',
    subCategory: 'Winterwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: true,
    pictures: pictures('hoodie', 'pink', 'white', 'back', 'detail'),
  },
  {
    id: 'men-regular-fit-cotton-trousers-khaki',
    name: 'Men Khaki Regular Fit Cotton Trousers',
    description:
      'Durable cotton twill trousers with a roomy regular fit and deep slant pockets. Machine wash; the colour softens with wear.',
    pricePaise: 169900,
    category: 'Men',
    subCategory: 'Bottomwear',
    sizes: adult('M', 'XXL'),
    bestseller: false,
    pictures: pictures('trousers', 'khaki', 'brown', 'back'),
  },
  {
    id: 'women-flutter-sleeve-top-peach',
    name: 'Women Peach Flutter Sleeve Top',
    description:
      'A floaty georgette top with flutter sleeves, a tie neckline and an empire seam that flatters. Lined at the front; hand wash.',
    pricePaise: 79900,
    category: 'Women',
    subCategory: 'Topwear',
    sizes: adult('S', 'XL'),
    bestseller: true,
    pictures: pictures('top', 'peach', 'teal', 'back', 'detail', 'styled'),
  },
  {
    id: 'boys-graphic-print-tshirt-teal',
    name: 'Boys Teal Graphic Print T-shirt',
    description:
      'A lightweight cotton tee with a bold print that survives the wash. Regular fit with taped shoulder seams.',
    pricePaise: 34900,
    category: 'Kids',
    subCategory: 'Summerwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('tshirt', 'teal', 'yellow', 'back'),
  },
  {
    id: 'men-crew-neck-knit-sweater-maroon',
    name: 'Men Maroon Crew Neck Knit Sweater',
    description: 'A midweight lambswool blend sweater for layering over shirts, with ribbed trims. Hand wash cold.',
    pricePaise: 144999,
    category: 'Men',
    subCategory: 'Winterwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('sweater', 'maroon', 'cream'),
  },
  {
    id: 'women-relaxed-fit-joggers-grey',
    name: 'Women Grey Relaxed Fit Joggers',
    description:
      'Loopback cotton joggers with a wide elastic waist, drawcord and slim cuffs, loose through the leg. Great for travel and lounging.',
    pricePaise: 89900,
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('joggers', 'grey', 'pink', 'back', 'styled'),
  },
  {
    id: 'girls-round-neck-tshirt-yellow',
    name: 'Girls Yellow Round Neck T-shirt',
    description:
      'A bright cotton tee with a soft round neck and short sleeves, ideal for school and play. Wash with like colours.',
    pricePaise: 33333,
    category: 'Kids',
    subCategory: 'Topwear',
    sizes: kids('2-3Y', '8-9Y'),
    bestseller: false,
    pictures: pictures('tshirt', 'yellow', 'coral', 'styled'),
  },
  {
    id: 'men-slub-cotton-crew-tshirt-yellow',
    name: 'Men Yellow Slub Cotton Crew T-shirt',
    description:
      'A textured slub cotton tee that feels lived-in from the first wear. Relaxed fit; dry in the shade to keep it bright.',
    pricePaise: 44900,
    category: 'Men',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XXL'),
    bestseller: false,
    pictures: pictures('tshirt', 'yellow', 'navy', 'back'),
  },
  {
    id: 'women-lightweight-padded-jacket-navy',
    name: 'Women Navy Lightweight Padded Jacket',
    description:
      'A light jacket with recycled polyester padding, a zip front and flap pockets. Packs small; machine wash gentle.',
    pricePaise: 299900,
    category: 'Women',
    subCategory: 'Winterwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('jacket', 'navy', 'mustard', 'back', 'detail'),
  },
  {
    id: 'boys-cotton-chino-trousers-khaki',
    name: 'Boys Khaki Cotton Chino Trousers',
    description:
      'Smart cotton chinos with an adjustable waist, belt loops and a neat crease for family occasions. Machine wash warm.',
    pricePaise: 79900,
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('trousers', 'khaki', 'brown', 'back', 'styled'),
  },

  // Drop 5
  {
    id: 'men-garment-dyed-cotton-tshirt-olive',
    name: 'Men Olive Garment-Dyed Cotton T-shirt',
    description:
      'A garment-dyed cotton tee with a soft hand feel and a casual regular fit. Each piece varies slightly in tone.',
    pricePaise: 59900,
    category: 'Men',
    subCategory: 'Topwear',
    sizes: adult('M', 'XL'),
    bestseller: false,
    pictures: pictures('tshirt', 'olive', 'cream', 'back', 'styled'),
  },
  {
    id: 'women-cotton-smocked-top-sky-blue',
    name: 'Women Sky Blue Cotton Smocked Top',
    description:
      'A cotton dobby top with soft flutter sleeves, a bow at the neck and a relaxed fit. Cool wash and dry in the shade.',
    pricePaise: 64900,
    category: 'Women',
    subCategory: 'Summerwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('top', 'skyBlue', 'navy', 'detail'),
  },
  {
    id: 'boys-graphic-pullover-hoodie-grey',
    name: 'Boys Grey Graphic Pullover Hoodie',
    description:
      'A heather grey hoodie in soft brushed fleece with a lined hood and a pocket big enough for both hands. Wash inside out.',
    pricePaise: 79900,
    category: 'Kids',
    subCategory: 'Winterwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('hoodie', 'grey', 'orange', 'back', 'styled'),
  },
  {
    id: 'men-formal-pleated-trousers-charcoal',
    name: 'Men Charcoal Formal Pleated Trousers',
    description:
      'Tailored poly-viscose trousers with double front pleats, a hook-and-button waistband and a pressed crease. Dry clean or gentle wash.',
    pricePaise: 189900,
    category: 'Men',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XXL'),
    bestseller: true,
    pictures: pictures('trousers', 'charcoal', 'grey', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-tie-neck-blouse-coral',
    name: 'Women Coral Tie-Neck Blouse',
    description:
      'A soft crepe blouse with a tie at the neck, short flutter sleeves and a peplum waist seam. Hand wash cold.',
    pricePaise: 89900,
    category: 'Women',
    subCategory: 'Topwear',
    sizes: adult('S', 'XL'),
    bestseller: true,
    pictures: pictures('top', 'coral', 'maroon', 'back', 'detail'),
  },
  {
    id: 'boys-half-sleeve-polo-white',
    name: 'Boys White Half Sleeve Polo',
    description:
      'A school-ready cotton pique polo with a two-button placket and a collar that stays flat. Stain-release finish; wash warm.',
    pricePaise: 49900,
    category: 'Kids',
    subCategory: 'Summerwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: true,
    pictures: pictures('polo', 'white', 'navy', 'back', 'detail', 'styled'),
  },
  {
    id: 'men-brushed-fleece-hoodie-bottle-green',
    name: 'Men Bottle Green Brushed Fleece Hoodie',
    description:
      'A heavyweight cotton fleece hoodie with a double-layer hood, flat drawcords and a kangaroo pocket. Relaxed fit; tumble dry low.',
    pricePaise: 159900,
    category: 'Men',
    subCategory: 'Winterwear',
    sizes: adult('M', 'XXL'),
    bestseller: false,
    pictures: pictures('hoodie', 'bottleGreen', 'cream', 'back', 'detail'),
  },
  {
    id: 'women-straight-fit-formal-trousers-black',
    name: 'Women Black Straight Fit Formal Trousers',
    description:
      'Office trousers in a stretch suiting fabric with pressed front pleats and a straight leg. Wrinkle-resistant and machine washable.',
    pricePaise: 139950,
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('trousers', 'black', 'grey', 'styled'),
  },
  {
    id: 'boys-pique-polo-tshirt-green',
    name: 'Boys Green Pique Polo T-shirt',
    description:
      'A classic cotton pique polo with ribbed sleeve bands and a contrast-tipped collar. Machine wash with similar colours.',
    pricePaise: 54900,
    category: 'Kids',
    subCategory: 'Topwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('polo', 'green', 'white', 'back'),
  },
  {
    id: 'men-lightweight-jersey-polo-mint',
    name: 'Men Mint Lightweight Jersey Polo',
    description:
      'A smooth cotton jersey polo, lighter than pique, with a soft self collar for hot afternoons. Regular fit.',
    pricePaise: 89900,
    category: 'Men',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('polo', 'mint', 'navy'),
  },
  {
    id: 'women-drawstring-fleece-hoodie-pink',
    name: 'Women Pink Drawstring Fleece Hoodie',
    description:
      'A cotton-rich fleece hoodie with a drawstring hood and ribbed hem, cut a little shorter to sit at the hip. Wash cold inside out.',
    pricePaise: 119900,
    category: 'Women',
    subCategory: 'Winterwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('hoodie', 'pink', 'white', 'detail', 'styled'),
  },
  {
    id: 'girls-pull-on-denim-jeans-indigo',
    name: 'Girls Indigo Pull-On Denim Jeans',
    description:
      'Soft stretch denim jeans with an elastic waist and faux fly, so no buttons to wrestle with. Wash inside out.',
    pricePaise: 99900,
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('jeans', 'indigo', 'pink', 'back', 'detail'),
  },

  // Drop 6
  {
    id: 'men-oversized-graphic-tshirt-charcoal',
    name: 'Men Charcoal Oversized Graphic T-shirt',
    description:
      'A heavyweight 220 GSM cotton tee with dropped shoulders and a boxy oversized fit. Wash inside out to protect the print.',
    pricePaise: 74950,
    category: 'Men',
    subCategory: 'Topwear',
    sizes: adult('M', 'XXL'),
    bestseller: false,
    pictures: pictures('tshirt', 'charcoal', 'orange', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-short-sleeve-midi-dress-red',
    name: 'Women Red Short Sleeve Midi Dress',
    description:
      'A crepe midi dress with a V-neck, short sleeves and a tie waist that sits just right. Hand wash or gentle machine cycle.',
    pricePaise: 149900,
    category: 'Women',
    subCategory: 'Summerwear',
    sizes: adult('S', 'L'),
    bestseller: false,
    pictures: pictures('dress', 'red', 'cream', 'back', 'detail'),
  },
  {
    id: 'girls-zip-front-fleece-lined-jacket-purple',
    name: 'Girls Purple Zip-Front Fleece-Lined Jacket',
    description:
      'A fleece-lined jacket with a chunky zip, snug collar and flap pockets, warm enough for winter mornings. Machine wash cold.',
    pricePaise: 169900,
    category: 'Kids',
    subCategory: 'Winterwear',
    sizes: kids('4-5Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('jacket', 'purple', 'pink', 'back', 'styled'),
  },
  {
    id: 'men-light-wash-straight-jeans-blue',
    name: 'Men Blue Light Wash Straight Jeans',
    description:
      'Rigid-look cotton denim with a touch of stretch, a straight leg and a light stone wash. Expect it to soften with every wear.',
    pricePaise: 159950,
    category: 'Men',
    subCategory: 'Bottomwear',
    sizes: adult('M', 'XXL'),
    bestseller: false,
    pictures: pictures('jeans', 'blue', 'mustard', 'back', 'styled'),
  },
  {
    id: 'women-classic-polo-tshirt-sky-blue',
    name: 'Women Sky Blue Classic Polo T-shirt',
    description:
      'A tailored cotton pique polo with a shaped waist and tipped collar. Wash at 30 degrees and reshape while damp.',
    pricePaise: 79900,
    category: 'Women',
    subCategory: 'Topwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('polo', 'skyBlue', 'white'),
  },
  {
    id: 'girls-cotton-skater-skirt-coral',
    name: 'Girls Coral Cotton Skater Skirt',
    description:
      'A flared jersey skirt with a soft waistband and built-in shorts for cartwheels. Machine washable and quick to dry.',
    pricePaise: 49900,
    category: 'Kids',
    subCategory: 'Summerwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: false,
    pictures: pictures('skirt', 'coral', 'white', 'back'),
  },
  {
    id: 'men-fleece-pullover-hoodie-grey',
    name: 'Men Grey Fleece Pullover Hoodie',
    description:
      'A soft cotton-poly fleece hoodie with a lined hood, drawcords and a kangaroo pocket. Regular fit that works on its own or layered.',
    pricePaise: 129900,
    category: 'Men',
    subCategory: 'Winterwear',
    sizes: adult('S', 'XXL'),
    bestseller: true,
    pictures: pictures('hoodie', 'grey', 'navy', 'back', 'detail', 'styled'),
  },
  {
    id: 'women-a-line-midi-skirt-mustard',
    name: 'Women Mustard A-Line Midi Skirt',
    description:
      'A pleated A-line skirt in a soft satin finish with a structured waistband. Hang to dry; cool iron on the reverse.',
    pricePaise: 99900,
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('skirt', 'mustard', 'brown', 'back', 'styled'),
  },
  {
    id: 'girls-bow-neck-top-lavender',
    name: 'Girls Lavender Bow Neck Top',
    description:
      'A sweet cotton top with a bow at the neckline and short flutter sleeves. Easy over-the-head dressing; machine wash cold.',
    pricePaise: 49900,
    category: 'Kids',
    subCategory: 'Topwear',
    sizes: kids('2-3Y', '8-9Y'),
    bestseller: false,
    pictures: pictures('top', 'lavender', 'purple', 'detail'),
  },
  {
    id: 'men-drawstring-swim-shorts-navy',
    name: 'Men Navy Drawstring Swim Shorts',
    description:
      'Quick-dry swim shorts with a mesh lining and a drawstring waist, ready for the pool or the beach. Rinse in cool water after swimming.',
    pricePaise: 69900,
    category: 'Men',
    subCategory: 'Summerwear',
    sizes: adult('S', 'XL'),
    bestseller: false,
    pictures: pictures('shorts', 'navy', 'white', 'styled'),
  },
  {
    id: 'women-zip-front-relaxed-fit-jacket-olive',
    name: 'Women Olive Zip-Front Relaxed Fit Jacket',
    description:
      'A relaxed cotton-twill jacket with a two-way zip, a spread collar and four pockets. Layers easily over knits; machine wash cold.',
    pricePaise: 249900,
    category: 'Women',
    subCategory: 'Winterwear',
    sizes: adult('S', 'XL'),
    bestseller: true,
    pictures: pictures('jacket', 'olive', 'mustard', 'back', 'detail', 'styled'),
  },
  {
    id: 'boys-printed-jogger-pants-charcoal',
    name: 'Boys Charcoal Printed Jogger Pants',
    description:
      'Comfy cotton joggers with an elastic waist, a drawcord and contrast side stripes. Ribbed cuffs keep them out of the mud.',
    pricePaise: 64900,
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: true,
    pictures: pictures('joggers', 'charcoal', 'orange', 'back', 'styled'),
  },
];
