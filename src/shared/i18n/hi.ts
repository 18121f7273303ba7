// The Hindi catalog: the same keys as English (en.ts), in Devanagari. Hindi's plural forms are i18next's `one` and
// `other`, as in English.
import type { Catalog } from './en';

export const hi: Catalog = {
  layout: {
    skip: 'सामग्री पर जाएँ',
    loading: 'लोड हो रहा है',
  },
  nav: {
    home: 'होम',
    collection: 'कलेक्शन',
    about: 'हमारे बारे में',
    contact: 'संपर्क',
    main: 'मुख्य',
    menu: 'मेन्यू',
    openMenu: 'मेन्यू खोलें',
    back: 'वापस',
    logoHome: '{{shop}} होम',
    searchProducts: 'उत्पाद खोजें',
    cart_one: 'कार्ट, {{count}} सामान',
    cart_other: 'कार्ट, {{count}} सामान',
  },
  language: {
    label: 'भाषा',
    en: 'English',
    hi: 'हिन्दी',
  },
  profile: {
    logIn: 'लॉग इन करें',
    account: 'खाता',
    myProfile: 'मेरी प्रोफ़ाइल',
    orders: 'ऑर्डर',
    logout: 'लॉग आउट',
  },
  footer: {
    about: 'पुरुषों, महिलाओं और बच्चों के रोज़मर्रा के कपड़े: अच्छा कपड़ा, सही दाम और आसान वापसी, पूरे भारत में डिलीवरी।',
    company: 'कंपनी',
    companyHeading: 'कंपनी',
    home: 'होम',
    aboutUs: 'हमारे बारे में',
    delivery: 'डिलीवरी',
    privacy: 'गोपनीयता नीति',
    getInTouch: 'संपर्क करें',
    copyright: 'कॉपीराइट {{year}} © {{shop}}। सर्वाधिकार सुरक्षित।',
  },
  head: {
    shopDescription: '{{shop}}: पुरुषों, महिलाओं और बच्चों के कपड़े, पूरे भारत में डिलीवरी।',
    homeTitle: 'सबके लिए कपड़े',
    allCollections: 'सभी कलेक्शन',
    collectionDescription: '{{shop}} का {{filters}} कलेक्शन: पुरुषों, महिलाओं और बच्चों के कपड़े, पूरे भारत में डिलीवरी।',
    wholeCollectionDescription: '{{shop}} का पूरा कलेक्शन: पुरुषों, महिलाओं और बच्चों के कपड़े, पूरे भारत में डिलीवरी।',
    titles: {
      about: 'हमारे बारे में',
      contact: 'संपर्क करें',
      cart: 'आपका कार्ट',
      login: 'साइन इन करें',
      placeOrder: 'डिलीवरी और भुगतान',
      orders: 'मेरे ऑर्डर',
      verify: 'आपके भुगतान की पुष्टि हो रही है',
      notFound: 'पेज नहीं मिला',
    },
    descriptions: {
      about: 'हम कौन हैं और {{shop}} कपड़ों की ख़रीदारी को आसान क्यों बनाता है।',
      contact: 'हमारे स्टोर का पता, फ़ोन और ई-मेल, और {{shop}} में करियर।',
    },
  },
  notFound: {
    first: 'पेज',
    second: 'नहीं मिला',
    lead: 'हमें वह पेज नहीं मिला। हो सकता है वह हटा दिया गया हो, या लिंक में कोई गलती हो।',
    browse: 'कलेक्शन देखें',
  },
};
