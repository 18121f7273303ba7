// The English catalog: every text a shopper reads, by key. Plurals are i18next's (`_one`, `_other`), placeholders
// `{{name}}`. The Hindi catalog (hi.ts) must have the same keys: its type is this catalog's shape.
export const en = {
  layout: {
    skip: 'Skip to content',
    loading: 'Loading',
  },
  nav: {
    home: 'HOME',
    collection: 'COLLECTION',
    about: 'ABOUT',
    contact: 'CONTACT',
    main: 'Main',
    menu: 'Menu',
    openMenu: 'Open menu',
    back: 'Back',
    logoHome: '{{shop}} home',
    searchProducts: 'Search products',
    cart_one: 'Cart, {{count}} item',
    cart_other: 'Cart, {{count}} items',
  },
  language: {
    label: 'Language',
    en: 'English',
    hi: 'हिन्दी',
  },
  profile: {
    logIn: 'Log in',
    account: 'Account',
    myProfile: 'My Profile',
    orders: 'Orders',
    logout: 'Logout',
  },
  footer: {
    about:
      'Everyday clothes for men, women and kids: honest fabrics, fair prices and easy returns, delivered across India.',
    company: 'Company',
    companyHeading: 'COMPANY',
    home: 'Home',
    aboutUs: 'About us',
    delivery: 'Delivery',
    privacy: 'Privacy policy',
    getInTouch: 'GET IN TOUCH',
    copyright: 'Copyright {{year}} © {{shop}}. All rights reserved.',
  },
  head: {
    shopDescription: '{{shop}}: clothes for men, women and kids, delivered across India.',
    homeTitle: 'Clothing for everyone',
    allCollections: 'All collections',
    collectionDescription:
      "{{shop}}'s {{filters}} collection: clothes for men, women and kids, delivered across India.",
    wholeCollectionDescription: "{{shop}}'s whole collection: clothes for men, women and kids, delivered across India.",
    titles: {
      about: 'About us',
      contact: 'Contact us',
      cart: 'Your cart',
      login: 'Sign in',
      placeOrder: 'Delivery and payment',
      orders: 'My orders',
      verify: 'Confirming your payment',
      notFound: 'Page not found',
    },
    descriptions: {
      about: 'Who we are and why {{shop}} makes shopping for clothes easy.',
      contact: "Our store's address, phone and e-mail, and careers at {{shop}}.",
    },
  },
  notFound: {
    first: 'PAGE',
    second: 'NOT FOUND',
    lead: 'We could not find that page. It may have moved, or the link may be mistyped.',
    browse: 'Browse the collection',
  },
} as const;

/** A catalog's shape: the same keys as English, each a text. */
export type Catalog<Shape = typeof en> = {
  readonly [Key in keyof Shape]: Shape[Key] extends string ? string : Catalog<Shape[Key]>;
};
