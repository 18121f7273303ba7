// A logged-in shopper with history: one placed order, and a cart holding two lines.
import { catalog, placeServerOrder, setServerLine, signUp, type Product, type Shopper } from './shopApi';

export async function shopperWithOrderAndCart(): Promise<Shopper> {
  const [first, second] = (await catalog()).filter((p) => p.sizes.length > 0) as [Product, Product];
  const shopper = await signUp();
  await setServerLine(shopper.token, first._id, first.sizes[0] ?? '', 2);
  await placeServerOrder(shopper.token);
  await setServerLine(shopper.token, first._id, first.sizes[0] ?? '', 1);
  await setServerLine(shopper.token, second._id, second.sizes[0] ?? '', 2);
  return shopper;
}
