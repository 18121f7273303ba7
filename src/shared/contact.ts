// How to reach the shop: one source for the footer and the Contact screen.
export const CONTACT = {
  addressLines: ['Kapda Retail Pvt. Ltd.', '4th Floor, 27 Residency Road', 'Bengaluru 560025, Karnataka, India'],
  phone: '+91 80 4000 1234',
  email: 'care@kapda.example',
} as const;
