// The products of the cart's lines, asked for together whenever a screen showing the cart opens: the lines show
// with the server's prices and stock of the last minute.
import { useAppSelector } from '../../app/hooks';
import { useProductsOf } from '../catalog';
import { selectCartProductIds } from './cartSelectors';

export const useCartProducts = () => useProductsOf(useAppSelector(selectCartProductIds));
