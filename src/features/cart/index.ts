// The cart feature's public face.
export { itemAdded, selectCartCount, selectCartLines } from './cartSlice';
