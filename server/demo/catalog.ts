// The demo catalogue the database is seeded with, listed in the order the products were added to the shop, each
// product's name and description in English and in Hindi.
import type { ProductCategory, ProductType } from '../../contract';
import { COLOURS, type GarmentPicture } from './garments';

export interface SeedProduct {
  id: string;
  name: string;
  description: string;
  /** The name and description in Hindi (Devanagari), for the storefront under /hi. */
  nameHi: string;
  descriptionHi: string;
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
    nameHi: 'पुरुषों की नेवी राउंड नेक प्योर कॉटन टी-शर्ट',
    descriptionHi:
      'रोज़ पहनने के लिए 180 GSM कॉम्ब्ड कॉटन की क्रू नेक टी-शर्ट, रेगुलर फ़िट में। उल्टा करके ठंडे पानी में मशीन से धोएँ और कम आँच पर टम्बल ड्राई करें।',
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
    nameHi: 'महिलाओं के मिंट लिनन ब्लेंड शॉर्ट्स',
    descriptionHi:
      'लिनन और विस्कोस के मिश्रण से बने हवादार मिड-राइज़ शॉर्ट्स, बटन फ़्लाई, बेल्ट लूप और तिरछी जेबों के साथ। हल्की-फुल्की सिलवटें पड़ेंगी; यही लिनन की पहचान है।',
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
    nameHi: 'लड़कों का नेवी केबल निट स्वेटर',
    descriptionHi:
      'एक्रिलिक और ऊन के मिश्रण का गर्म स्वेटर, तीन केबल पैनल और रिब वाले कफ़ व घेरे के साथ। हाथ से या ऊनी कपड़ों वाले साइकिल पर धोएँ, फिर फैलाकर सुखाएँ।',
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
    nameHi: 'पुरुषों के ऑलिव स्लिम फ़िट स्ट्रेच चिनोज़',
    descriptionHi:
      'आराम से चलने-फिरने के लिए 2% इलास्टेन वाले कॉटन ट्विल चिनोज़, जांघ पर स्लिम कट और नीचे की ओर पतली होती टाँगों के साथ। मिलते-जुलते रंगों के साथ धोएँ।',
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
    nameHi: 'महिलाओं की सफ़ेद रिलैक्स्ड फ़िट कॉटन शर्ट',
    descriptionHi:
      'कड़क पॉपलिन की शर्ट, ड्रॉप्ड शोल्डर, सीने पर जेब और गोल घेरे के साथ, जो अंदर दबाकर या बाहर छोड़कर, दोनों तरह अच्छी लगती है। मध्यम आँच पर इस्त्री करें।',
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
    nameHi: 'लड़कियों की पीच फ़्लोरल कॉटन सनड्रेस',
    descriptionHi:
      'मुलायम कॉटन की सनड्रेस, कैप स्लीव, कमर पर बाँधने वाली पट्टी और घूमने पर लहराती फ़्लेयर्ड स्कर्ट के साथ। पूरी तरह अस्तर वाली और मशीन में धोने लायक।',
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
    nameHi: 'पुरुषों की काली ज़िप-फ़्रंट यूटिलिटी जैकेट',
    descriptionHi:
      'पानी से बचाने वाली कॉटन-नायलॉन जैकेट, पूरी ज़िप, सीने पर फ़्लैप वाली दो जेबों और हाथ डालने की वेल्ट जेबों के साथ। रेगुलर फ़िट, जिसमें नीचे स्वेटर पहनने की जगह रहती है।',
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
    nameHi: 'महिलाओं की नीली हाई-राइज़ स्किनी जींस',
    descriptionHi:
      'स्ट्रेच डेनिम की जींस, जो कमर पर अपनी सही जगह टिकती है और टखने तक टाँगों से सटी रहती है। कपड़ा दिन भर अपना आकार बनाए रखता है; रंग बचाए रखने के लिए उल्टा करके धोएँ।',
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
    nameHi: 'लड़कियों का गुलाबी रफ़ल स्लीव टॉप',
    descriptionHi: 'हल्के कॉटन का टॉप, झालरदार फ़्लटर स्लीव और गले पर छोटे-से बो के साथ। ठंडे पानी में धोएँ और रस्सी पर सुखाएँ।',
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
    nameHi: 'पुरुषों के टील क्विक-ड्राई स्पोर्ट्स शॉर्ट्स',
    descriptionHi: 'हल्के पॉलिएस्टर के शॉर्ट्स, जो पसीना सोखकर जल्दी सूखते हैं, दौड़ और जिम के लिए बने। इस्त्री न करें।',
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
    nameHi: 'महिलाओं का क्रीम केबल निट स्वेटर',
    descriptionHi:
      'मुलायम ऊनी मिश्रण से बुना मोटा क्रू नेक स्वेटर, आगे की ओर क्लासिक केबल डिज़ाइन के साथ। आकार बनाए रखने के लिए ठंडे पानी में हाथ से धोएँ और फैलाकर सुखाएँ।',
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
    nameHi: 'लड़कों की नीली स्ट्रेच डेनिम जींस',
    descriptionHi:
      'हल्के स्ट्रेच वाला टिकाऊ डेनिम, अंदर एडजस्ट होने वाले कमरबंद के साथ, ताकि बढ़ते बच्चे पर भी फ़िट रहे। उल्टा करके मशीन में धोएँ।',
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
    nameHi: 'पुरुषों की सफ़ेद स्लिम फ़िट ऑक्सफ़र्ड शर्ट',
    descriptionHi:
      'क्लासिक ऑक्सफ़र्ड कॉटन शर्ट, बटन-डाउन कॉलर, सीने पर एक जेब और बटन वाले कफ़ के साथ। बदन पर स्लिम; हल्की नम रहते इस्त्री करें।',
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
    nameHi: 'महिलाओं की पीली फ़्लेयर्ड मिडी ड्रेस',
    descriptionHi:
      'हवादार रेयॉन की फ़िट-एंड-फ़्लेयर मिडी ड्रेस, वी-नेक, छोटी आस्तीन और कमर पर अलग रंग की पट्टी के साथ। पीछे छिपी हुई ज़िप; मशीन में हल्के साइकिल पर धोएँ।',
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
    nameHi: 'लड़कों की लाल ज़िप-फ़्रंट पैडेड जैकेट',
    descriptionHi:
      'हल्की पैडिंग वाली जैकेट, पूरी ज़िप, गले से सटे कॉलर और छोटे-छोटे ख़ज़ानों के लिए ढेर सारी जेबों के साथ। बाहरी कपड़ा बूँदाबाँदी और कीचड़ भरे हाथों को झेल लेता है।',
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
    nameHi: 'पुरुषों के काले कॉटन फ़्लीस जॉगर्स',
    descriptionHi:
      'अंदर से ब्रश किए फ़्लीस के जॉगर्स, डोरी वाली कमर, साइड जेबों और टखनों पर रिब वाले कफ़ के साथ। मुलायम बनाए रखने के लिए ठंडे पानी में धोएँ।',
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
    nameHi: 'महिलाओं का लैवेंडर पफ़ स्लीव टॉप',
    descriptionHi:
      'मुलायम चुन्नटदार आस्तीन और स्कूप नेक वाला कॉटन टॉप, जो हाई-राइज़ बॉटम के साथ ख़ूब जँचता है। मशीन में डेलिकेट साइकिल पर धोएँ।',
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
    nameHi: 'लड़कों के नारंगी पुल-ऑन कॉटन शॉर्ट्स',
    descriptionHi:
      'मुलायम कॉटन ट्विल के आसानी से पहने जाने वाले शॉर्ट्स, पीछे इलास्टिक वाली कमर के साथ। खेल के मैदान और मशीन की धुलाई, दोनों के लिए बने।',
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
    nameHi: 'पुरुषों का नेवी केबल निट वूल ब्लेंड स्वेटर',
    descriptionHi:
      'ऊन और एक्रिलिक के मिश्रण का स्वेटर, केबल पैनल, रिब वाले क्रू नेक और रेगुलर फ़िट के साथ। ऊनी कपड़ों वाले साइकिल पर धोएँ और फैलाकर सुखाएँ।',
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
    nameHi: 'महिलाओं के बेज वाइड लेग प्लीटेड ट्राउज़र',
    descriptionHi:
      'ऊँची कमर वाले ट्राउज़र, आगे प्लीट्स और लहराती चौड़ी टाँगों के साथ, सिलवट न पड़ने वाले विस्कोस मिश्रण में। ड्राई क्लीन कराएँ या हल्के हाथ से धोएँ।',
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
    nameHi: 'लड़कों की आसमानी चेक्ड कैज़ुअल शर्ट',
    descriptionHi:
      'मुलायम ब्रश्ड कॉटन की शर्ट, सही कॉलर, सीने पर जेब और बटन वाले कफ़ के साथ, पार्टी और स्कूल दोनों के लिए। गुनगुने पानी में मशीन से धोएँ।',
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
    nameHi: 'पुरुषों के बेज कॉटन चिनो शॉर्ट्स',
    descriptionHi:
      'वॉश्ड कॉटन के घुटनों तक के चिनो शॉर्ट्स, ज़िप फ़्लाई, तिरछी जेबों और मुड़े हुए किनारों के साथ। रेगुलर फ़िट; कम आँच पर टम्बल ड्राई करें।',
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
    nameHi: 'महिलाओं की लैवेंडर ओवरसाइज़्ड फ़्लीस हुडी',
    descriptionHi:
      'ज़्यादा कॉटन वाले फ़्लीस की खुली-खुली पुलओवर हुडी, अस्तर वाले हुड, कंगारू जेब और रिब वाले कफ़ के साथ। रोएँ कम उठें, इसके लिए उल्टा करके धोएँ।',
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
    nameHi: 'लड़कियों की गुलाबी प्लीटेड ट्वर्ल स्कर्ट',
    descriptionHi:
      'नाइफ़ प्लीट वाली स्कर्ट, आरामदेह इलास्टिक कमरबंद के साथ, जो घूमने पर ख़ूबसूरती से लहराती है। पॉलिएस्टर, जिसे इस्त्री की ज़रूरत नहीं।',
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
    nameHi: 'पुरुषों की मैरून क्लासिक पिके पोलो टी-शर्ट',
    descriptionHi:
      'हवादार कॉटन पिके की पोलो, दो बटन वाली प्लैकेट, किनारी वाले कॉलर और आस्तीन पर रिब बैंड के साथ। रेगुलर फ़िट; मिलते-जुलते रंगों के साथ धोएँ।',
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
    nameHi: 'महिलाओं की सफ़ेद फ़्लेयर्ड कॉटन स्कर्ट',
    descriptionHi: 'लहराती कॉटन वॉयल की स्कर्ट, अस्तर, इलास्टिक वाली कमर और हल्के घेर के साथ। पहली बार ठंडे पानी में अलग से धोएँ।',
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
    nameHi: 'लड़कियों का मस्टर्ड निट स्वेटर',
    descriptionHi:
      'कॉटन-एक्रिलिक का आरामदायक स्वेटर, केबल डिज़ाइन और साफ़-सुथरे रिब वाले गले के साथ। मशीन में हल्के साइकिल पर धोएँ और फैलाकर सुखाएँ।',
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
    nameHi: 'पुरुषों की इंडिगो स्लिम फ़िट स्ट्रेच जींस',
    descriptionHi:
      'आरामदेह स्ट्रेच वाला गहरा इंडिगो डेनिम, पाँच जेबों और ताँबे के रंग के बटन के साथ। कूल्हे से नीचे तक स्लिम फ़िट; उल्टा करके धोएँ।',
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
    nameHi: 'महिलाओं की काली फ़िटेड क्रू नेक टी-शर्ट',
    descriptionHi: 'थोड़े इलास्टेन वाले कॉटन की बदन से सटी टी-शर्ट, पतले रिब वाले गले के साथ। कई धुलाइयों के बाद भी काली बनी रहती है।',
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
    nameHi: 'लड़कियों का मिंट फ़्लटर स्लीव टॉप',
    descriptionHi:
      'गर्म दिनों के लिए हवादार कॉटन टॉप, लहराती आस्तीन, बाँधने वाले बो और हल्के फैले घेरे के साथ। ठंडे पानी में मशीन से धोएँ।',
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
    nameHi: 'पुरुषों की भूरी कॉरडरॉय ज़िप जैकेट',
    descriptionHi:
      'बारीक धारियों वाली कॉरडरॉय जैकेट, गर्म अस्तर, आगे ज़िप और सीने पर फ़्लैप वाली जेबों के साथ। ड्राई क्लीन कराना बेहतर है।',
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
    nameHi: 'महिलाओं की गुलाबी प्लीटेड मिडी स्कर्ट',
    descriptionHi: 'सनरे प्लीट वाली लहराती मिडी स्कर्ट, चिकने कमरबंद और बगल में बटन के साथ। हल्का जॉर्जेट; टाँगकर सुखाएँ।',
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
    nameHi: 'लड़कों की नेवी प्रिंटेड कॉटन टी-शर्ट',
    descriptionHi:
      'मुलायम सिंगल जर्सी की टी-शर्ट, सीने पर मज़ेदार प्रिंट और बिना टैग के, छपे हुए लेबल के साथ। पहले से सिकोड़ा हुआ कॉटन, जो उछल-कूद झेल लेता है।',
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
    nameHi: 'पुरुषों की सफ़ेद हवादार कॉटन पोलो',
    descriptionHi:
      'हल्की मेश-निट कॉटन पोलो, जो उमस भरे दिनों में हवा आने देती है, कॉलर पर अलग रंग की किनारी के साथ। 30 डिग्री पर धोएँ।',
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
    nameHi: 'महिलाओं का रस्ट रिब्ड निट स्वेटर',
    descriptionHi:
      'मुलायम कॉटन-मोडाल मिश्रण का बारीक रिब-निट पुलओवर, गले से सटे क्रू नेक और लंबे कफ़ के साथ। टाँगने की बजाय तह करके रखें।',
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
    nameHi: 'लड़कियों के नेवी इलास्टिक कमर वाले जॉगर्स',
    descriptionHi: 'मुलायम टेरी के जॉगर्स, आरामदेह इलास्टिक कमर, डोरी और कफ़ वाले टखनों के साथ। छोटे बच्चे इन्हें ख़ुद आसानी से पहन लेते हैं।',
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
    nameHi: 'पुरुषों की आसमानी लिनन ब्लेंड कैज़ुअल शर्ट',
    descriptionHi:
      'लिनन और कॉटन की खुली-खुली शर्ट, जो गर्मी में ठंडक देती है, सीने पर जेब और गोल घेरे के साथ। नम रहते इस्त्री करना सबसे अच्छा है।',
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
    nameHi: 'महिलाओं की कोरल बेल्टेड फ़िट एंड फ़्लेयर ड्रेस',
    descriptionHi:
      'कॉटन पॉपलिन की ड्रेस, फ़िटेड चोली, वी-नेक, उसी कपड़े की पट्टी और घुटनों तक की भरपूर घेरदार स्कर्ट के साथ। पीछे ज़िप; ठंडे पानी में मशीन से धोएँ।',
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
    nameHi: 'लड़कियों की गुलाबी फ़्लीस हुडी',
    descriptionHi: 'गर्म फ़्लीस हुडी, आरामदेह हुड, कंगारू जेब और ठंड रोकने वाले रिब कफ़ के साथ। उल्टा करके मशीन में धोएँ।',
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
    nameHi: 'पुरुषों के ख़ाकी रेगुलर फ़िट कॉटन ट्राउज़र',
    descriptionHi:
      'टिकाऊ कॉटन ट्विल के ट्राउज़र, खुले रेगुलर फ़िट और गहरी तिरछी जेबों के साथ। मशीन में धोएँ; पहनते-पहनते रंग नरम पड़ता जाता है।',
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
    nameHi: 'महिलाओं का पीच फ़्लटर स्लीव टॉप',
    descriptionHi: 'हल्का लहराता जॉर्जेट टॉप, फ़्लटर स्लीव, बाँधने वाले गले और सुंदर एम्पायर सिलाई के साथ। आगे अस्तर लगा है; हाथ से धोएँ।',
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
    nameHi: 'लड़कों की टील ग्राफ़िक प्रिंट टी-शर्ट',
    descriptionHi: 'हल्की कॉटन टी-शर्ट, जिसका चटख प्रिंट धुलाई में भी बना रहता है। रेगुलर फ़िट, कंधों की सिलाई पर टेप के साथ।',
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
    nameHi: 'पुरुषों का मैरून क्रू नेक निट स्वेटर',
    descriptionHi:
      'शर्ट के ऊपर पहनने के लिए मध्यम वज़न का लैम्ब्सवूल मिश्रण वाला स्वेटर, रिब वाली किनारियों के साथ। ठंडे पानी में हाथ से धोएँ।',
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
    nameHi: 'महिलाओं के ग्रे रिलैक्स्ड फ़िट जॉगर्स',
    descriptionHi:
      'लूपबैक कॉटन के जॉगर्स, चौड़ी इलास्टिक कमर, डोरी और पतले कफ़ के साथ, टाँगों पर खुले। सफ़र और घर पर आराम के लिए बढ़िया।',
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
    nameHi: 'लड़कियों की पीली राउंड नेक टी-शर्ट',
    descriptionHi:
      'चटख रंग की कॉटन टी-शर्ट, मुलायम गोल गले और छोटी आस्तीन के साथ, स्कूल और खेल के लिए एकदम सही। मिलते-जुलते रंगों के साथ धोएँ।',
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
    nameHi: 'पुरुषों की पीली स्लब कॉटन क्रू टी-शर्ट',
    descriptionHi:
      'उभरी बनावट वाली स्लब कॉटन टी-शर्ट, जो पहली बार पहनने से ही बरसों पुरानी पसंदीदा जैसी लगती है। रिलैक्स्ड फ़िट; रंग चटख रखने के लिए छाँव में सुखाएँ।',
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
    nameHi: 'महिलाओं की नेवी हल्की पैडेड जैकेट',
    descriptionHi:
      'रीसाइकिल्ड पॉलिएस्टर पैडिंग वाली हल्की जैकेट, आगे ज़िप और फ़्लैप वाली जेबों के साथ। मोड़ने पर छोटी-सी हो जाती है; मशीन में हल्के साइकिल पर धोएँ।',
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
    nameHi: 'लड़कों के ख़ाकी कॉटन चिनो ट्राउज़र',
    descriptionHi:
      'पारिवारिक मौक़ों के लिए सजीले कॉटन चिनोज़, एडजस्ट होने वाली कमर, बेल्ट लूप और साफ़ क्रीज़ के साथ। गुनगुने पानी में मशीन से धोएँ।',
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
    nameHi: 'पुरुषों की ऑलिव गारमेंट-डाइड कॉटन टी-शर्ट',
    descriptionHi: 'सिलाई के बाद रंगी गई कॉटन टी-शर्ट, छूने में मुलायम और कैज़ुअल रेगुलर फ़िट में। हर पीस का रंग थोड़ा-सा अलग होता है।',
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
    nameHi: 'महिलाओं का आसमानी कॉटन स्मॉक्ड टॉप',
    descriptionHi: 'कॉटन डॉबी का टॉप, मुलायम फ़्लटर स्लीव, गले पर बो और रिलैक्स्ड फ़िट के साथ। ठंडे पानी में धोएँ और छाँव में सुखाएँ।',
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
    nameHi: 'लड़कों की ग्रे ग्राफ़िक पुलओवर हुडी',
    descriptionHi: 'मुलायम ब्रश्ड फ़्लीस की हीदर ग्रे हुडी, अस्तर वाले हुड और इतनी बड़ी जेब के साथ कि दोनों हाथ आ जाएँ। उल्टा करके धोएँ।',
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
    nameHi: 'पुरुषों के चारकोल फ़ॉर्मल प्लीटेड ट्राउज़र',
    descriptionHi:
      'नाप से सिले पॉली-विस्कोस ट्राउज़र, आगे दोहरी प्लीट्स, हुक और बटन वाले कमरबंद और प्रेस की हुई क्रीज़ के साथ। ड्राई क्लीन कराएँ या हल्के हाथ से धोएँ।',
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
    nameHi: 'महिलाओं का कोरल टाई-नेक ब्लाउज़',
    descriptionHi:
      'मुलायम क्रेप का ब्लाउज़, गले पर बाँधने वाली डोरी, छोटी फ़्लटर स्लीव और कमर पर पेप्लम सिलाई के साथ। ठंडे पानी में हाथ से धोएँ।',
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
    nameHi: 'लड़कों की सफ़ेद हाफ़ स्लीव पोलो',
    descriptionHi:
      'स्कूल के लिए तैयार कॉटन पिके पोलो, दो बटन वाली प्लैकेट और सपाट रहने वाले कॉलर के साथ। दाग़ आसानी से छुड़ाने वाली फ़िनिश; गुनगुने पानी में धोएँ।',
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
    nameHi: 'पुरुषों की बॉटल ग्रीन ब्रश्ड फ़्लीस हुडी',
    descriptionHi:
      'भारी कॉटन फ़्लीस की हुडी, दोहरी परत वाले हुड, चपटी डोरियों और कंगारू जेब के साथ। रिलैक्स्ड फ़िट; कम आँच पर टम्बल ड्राई करें।',
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
    nameHi: 'महिलाओं के काले स्ट्रेट फ़िट फ़ॉर्मल ट्राउज़र',
    descriptionHi:
      'स्ट्रेच सूटिंग कपड़े के दफ़्तर के लिए ट्राउज़र, आगे प्रेस की हुई प्लीट्स और सीधी टाँगों के साथ। सिलवट नहीं पड़ती और मशीन में धोए जा सकते हैं।',
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
    nameHi: 'लड़कों की हरी पिके पोलो टी-शर्ट',
    descriptionHi:
      'क्लासिक कॉटन पिके पोलो, आस्तीन पर रिब बैंड और अलग रंग की किनारी वाले कॉलर के साथ। मिलते-जुलते रंगों के साथ मशीन में धोएँ।',
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
    nameHi: 'पुरुषों की मिंट हल्की जर्सी पोलो',
    descriptionHi: 'चिकनी कॉटन जर्सी की पोलो, पिके से हल्की, उसी कपड़े के मुलायम कॉलर के साथ, गर्म दोपहरों के लिए। रेगुलर फ़िट।',
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
    nameHi: 'महिलाओं की गुलाबी ड्रॉस्ट्रिंग फ़्लीस हुडी',
    descriptionHi:
      'ज़्यादा कॉटन वाले फ़्लीस की हुडी, डोरी वाले हुड और रिब वाले घेरे के साथ, थोड़ी छोटी कटी हुई ताकि कूल्हे पर आकर रुके। उल्टा करके ठंडे पानी में धोएँ।',
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
    nameHi: 'लड़कियों की इंडिगो पुल-ऑन डेनिम जींस',
    descriptionHi: 'मुलायम स्ट्रेच डेनिम की जींस, इलास्टिक कमर और दिखावटी फ़्लाई के साथ, यानी बटनों से कोई जूझना नहीं। उल्टा करके धोएँ।',
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
    nameHi: 'पुरुषों की चारकोल ओवरसाइज़्ड ग्राफ़िक टी-शर्ट',
    descriptionHi:
      '220 GSM के भारी कॉटन की टी-शर्ट, ड्रॉप्ड शोल्डर और चौकोर ओवरसाइज़्ड फ़िट के साथ। प्रिंट बचाने के लिए उल्टा करके धोएँ।',
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
    nameHi: 'महिलाओं की लाल शॉर्ट स्लीव मिडी ड्रेस',
    descriptionHi:
      'क्रेप की मिडी ड्रेस, वी-नेक, छोटी आस्तीन और बाँधने वाली कमर के साथ, जो ठीक जगह पर बैठती है। हाथ से या मशीन के हल्के साइकिल पर धोएँ।',
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
    nameHi: 'लड़कियों की बैंगनी ज़िप-फ़्रंट फ़्लीस-लाइन्ड जैकेट',
    descriptionHi:
      'फ़्लीस के अस्तर वाली जैकेट, मोटी ज़िप, गले से सटे कॉलर और फ़्लैप वाली जेबों के साथ, सर्दियों की सुबह के लिए काफ़ी गर्म। ठंडे पानी में मशीन से धोएँ।',
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
    nameHi: 'पुरुषों की नीली लाइट वॉश स्ट्रेट जींस',
    descriptionHi:
      'कड़क दिखने वाला कॉटन डेनिम, हल्के स्ट्रेच, सीधी टाँगों और हल्के स्टोन वॉश के साथ। हर बार पहनने पर यह और नरम होती जाएगी।',
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
    nameHi: 'महिलाओं की आसमानी क्लासिक पोलो टी-शर्ट',
    descriptionHi:
      'नाप से सिली कॉटन पिके पोलो, कमर पर आकार और किनारी वाले कॉलर के साथ। 30 डिग्री पर धोएँ और नम रहते आकार ठीक कर दें।',
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
    nameHi: 'लड़कियों की कोरल कॉटन स्केटर स्कर्ट',
    descriptionHi:
      'जर्सी की घेरदार स्कर्ट, मुलायम कमरबंद और अंदर सिले शॉर्ट्स के साथ, ताकि कलाबाज़ियाँ बेफ़िक्र हों। मशीन में धोने लायक और जल्दी सूखने वाली।',
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
    nameHi: 'पुरुषों की ग्रे फ़्लीस पुलओवर हुडी',
    descriptionHi:
      'मुलायम कॉटन-पॉली फ़्लीस की हुडी, अस्तर वाले हुड, डोरियों और कंगारू जेब के साथ। रेगुलर फ़िट, जो अकेले भी जँचे और परतों में भी।',
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
    nameHi: 'महिलाओं की मस्टर्ड ए-लाइन मिडी स्कर्ट',
    descriptionHi:
      'मुलायम साटन फ़िनिश वाली प्लीटेड ए-लाइन स्कर्ट, मज़बूत कमरबंद के साथ। टाँगकर सुखाएँ; उल्टी तरफ़ से हल्की गर्म इस्त्री करें।',
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
    nameHi: 'लड़कियों का लैवेंडर बो नेक टॉप',
    descriptionHi:
      'प्यारा-सा कॉटन टॉप, गले पर बो और छोटी फ़्लटर स्लीव के साथ। सिर के ऊपर से आसानी से पहना जाता है; ठंडे पानी में मशीन से धोएँ।',
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
    nameHi: 'पुरुषों के नेवी ड्रॉस्ट्रिंग स्विम शॉर्ट्स',
    descriptionHi:
      'जल्दी सूखने वाले स्विम शॉर्ट्स, जाली के अस्तर और डोरी वाली कमर के साथ, पूल या समुद्र तट के लिए तैयार। तैरने के बाद ठंडे पानी में खंगाल लें।',
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
    nameHi: 'महिलाओं की ऑलिव ज़िप-फ़्रंट रिलैक्स्ड फ़िट जैकेट',
    descriptionHi:
      'खुली-खुली कॉटन-ट्विल जैकेट, दोतरफ़ा ज़िप, फैले कॉलर और चार जेबों के साथ। स्वेटर के ऊपर आसानी से पहनी जा सकती है; ठंडे पानी में मशीन से धोएँ।',
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
    nameHi: 'लड़कों की चारकोल प्रिंटेड जॉगर पैंट',
    descriptionHi:
      'आरामदेह कॉटन जॉगर्स, इलास्टिक कमर, डोरी और बगल में अलग रंग की धारियों के साथ। रिब वाले कफ़ इन्हें कीचड़ से दूर रखते हैं।',
    pricePaise: 64900,
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids('2-3Y', '10-11Y'),
    bestseller: true,
    pictures: pictures('joggers', 'charcoal', 'orange', 'back', 'styled'),
  },
];
