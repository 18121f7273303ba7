// How to reach the shop: one source for the footer and the Contact screen. The address is in each language's catalog
// (info.contact.address).
export const CONTACT = {
  phone: '+91 80 4000 1234',
  email: 'care@kapda.example',
} as const;
