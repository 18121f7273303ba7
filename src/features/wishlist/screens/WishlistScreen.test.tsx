import { act, screen, within } from '@testing-library/react';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';
import { selectCartLines } from '../../cart';
import { productSaved, selectWishlistItems } from '../wishlistSlice';

const money = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

async function productsInStock() {
  const catalog = await serverCatalog();
  const [a, b] = catalog.filter((product) => product.sizes.every((size) => (product.stock?.[size] ?? 0) > 0));
  if (!a || !b) throw new Error('the demo catalog has too few products in stock');
  return [a, b] as const;
}

describe('the wishlist screen', () => {
  it('says so when nothing is saved, with a way to the collection', async () => {
    renderApp('/wishlist');
    expect(
      await screen.findByText('Nothing saved yet. Tap the heart on a product to keep it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BROWSE THE COLLECTION' })).toHaveAttribute('href', '/collection');
  });

  it('lists each saved product with its price now, "was" when it went down, and its sizes in stock', async () => {
    const [a, b] = await productsInStock();
    const view = renderApp('/wishlist');
    act(() => {
      view.store.dispatch(productSaved({ productId: a._id, savedPrice: a.price, savedAt: 1 }));
      view.store.dispatch(productSaved({ productId: b._id, savedPrice: b.price + 300, savedAt: 2 }));
    });
    const list = await screen.findByRole('list', { name: 'Saved products' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: b.name })).toBeInTheDocument();
    expect(within(first).getByText(`${money(b.price)}, was ${money(b.price + 300)}`)).toBeInTheDocument();
    expect(within(second).getByText(money(a.price))).toBeInTheDocument();
    expect(within(second).queryByText(/was/)).not.toBeInTheDocument();
    const sizes = within(second).getByRole('group', { name: 'In stock:' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(a.sizes);
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
  });

  it('moves a product to the cart in the size chosen, taking it off the list; without a size it asks for one', async () => {
    const [a] = await productsInStock();
    const view = renderApp('/wishlist');
    act(() => {
      view.store.dispatch(productSaved({ productId: a._id, savedPrice: a.price, savedAt: 1 }));
    });
    const row = within(await screen.findByRole('list', { name: 'Saved products' })).getByRole('listitem');
    await view.user.click(within(row).getByRole('button', { name: 'MOVE TO CART' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Choose a size first.');
    expect(selectCartLines(view.store.getState())).toEqual([]);

    const size = a.sizes[0] as string;
    await view.user.click(within(row).getByRole('button', { name: size }));
    await view.user.click(within(row).getByRole('button', { name: 'MOVE TO CART' }));
    expect(await screen.findByText(`Moved ${a.name}, size ${size}, to your cart.`)).toBeInTheDocument();
    expect(selectCartLines(view.store.getState()).map((line) => [line.productId, line.size, line.quantity])).toEqual([
      [a._id, size, 1],
    ]);
    expect(selectWishlistItems(view.store.getState())).toEqual([]);
    expect(screen.getByText('Nothing saved yet. Tap the heart on a product to keep it here.')).toBeInTheDocument();
  });

  it('saves from the heart on a product page, which says it is saved, and takes it off again', async () => {
    const [a] = await productsInStock();
    const view = renderApp(`/product/${a._id}`);
    await screen.findByRole('heading', { level: 1, name: a.name });
    const heart = screen.getByRole('button', { name: `Save ${a.name} to your wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(selectWishlistItems(view.store.getState())).toEqual([
      expect.objectContaining({ productId: a._id, savedPrice: a.price }),
    ]);
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    await view.user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
  });
});
