import { screen, waitFor, within } from '@testing-library/react';
import { signUp } from '../../../test/api';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';

async function productWithGallery() {
  const catalog = await serverCatalog();
  const product = catalog.find((p) => p.image.length >= 3 && p.sizes.length >= 2);
  if (!product) throw new Error('the demo catalog has no product with three pictures');
  return { catalog, product };
}

describe('the product screen', () => {
  it('shows the gallery, name, "No reviews yet", price, description, the returns window and the static notes', async () => {
    const { product } = await productWithGallery();
    const { user } = renderApp(`/product/${product._id}`);
    const heading = await screen.findByRole('heading', { level: 1, name: product.name });
    // The name shares its row with the wishlist's heart; the details hold that row.
    const details = heading.parentElement?.parentElement as HTMLElement;
    // No buyer has reviewed it: no made-up rating.
    expect(within(details).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated / })).not.toBeInTheDocument();
    expect(screen.getAllByText(product.description).length).toBeGreaterThan(0);
    expect(within(details).getByText(/^₹[\d,.]+$/)).toHaveTextContent(`₹${product.price.toLocaleString('en-IN')}`);
    for (const note of ['100% Original product.', 'Cash on delivery is available on this product.']) {
      expect(screen.getByText(note)).toBeInTheDocument();
    }
    // The shop's return window (RETURN_WINDOW_DAYS, 7 unless set), once the app has asked for it.
    expect(
      await within(details).findByText('Returns and size exchanges within 7 days of delivery'),
    ).toBeInTheDocument();

    const main = screen.getByRole('img', { name: product.name });
    expect(main).toHaveAttribute('src', product.image[0]);
    const thumbnails = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(product.image.length);
    await user.click(thumbnails[2] as HTMLElement);
    expect(screen.getByRole('img', { name: product.name })).toHaveAttribute('src', product.image[2]);
    expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when a parcel would come to the pincode typed, and remembers the pincode for the next product', async () => {
    localStorage.clear();
    const { product } = await productWithGallery();
    const { user, unmount } = renderApp(`/product/${product._id}`);
    const field = await screen.findByRole('textbox', { name: 'Check delivery: your pincode' });
    await user.type(field, '560001');
    expect(
      await screen.findByText(/^Delivery by [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+$/, undefined, { timeout: 8000 }),
    ).toHaveAttribute('role', 'status');
    expect(localStorage.getItem('kapda:pincode')).toBe('560001');
    unmount();

    renderApp(`/product/${product._id}`);
    expect(await screen.findByRole('textbox', { name: 'Check delivery: your pincode' })).toHaveValue('560001');
    expect(await screen.findByText(/^Delivery by /, undefined, { timeout: 8000 })).toBeInTheDocument();
    localStorage.clear();
  });

  it('asks for a size with the toast "Select Product Size" and adds nothing without one', async () => {
    const { product } = await productWithGallery();
    const { user, store } = renderApp(`/product/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Select Product Size')).toBeInTheDocument();
    expect(store.getState().cart.ids).toEqual([]);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('adds the chosen size to the cart and counts it in the header badge', async () => {
    const { product } = await productWithGallery();
    const [first, second] = product.sizes as [string, string];
    const { user } = renderApp(`/product/${product._id}`);
    await user.click(await screen.findByRole('button', { name: first }));
    // An empty cart's link carries no number.
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: first })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await user.click(screen.getByRole('button', { name: second }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
    expect(screen.getByText(`Added ${product.name}, size ${second}, to your cart.`)).toBeInTheDocument();
  });

  it('relates up to 5 other products of the same category and type, and switches to one', async () => {
    const { catalog, product } = await productWithGallery();
    const { user } = renderApp(`/product/${product._id}`);
    const related = await screen.findByRole('list', { name: 'Related products' });
    const expected = catalog
      .filter((p) => p._id !== product._id && p.category === product.category && p.subCategory === product.subCategory)
      .slice(0, 5);
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((p) => `/product/${p._id}`));
    await user.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: expected[0]?.name })).toBeInTheDocument();
  });

  it('switches between the description and reviews tabs', async () => {
    const { product } = await productWithGallery();
    const { user } = renderApp(`/product/${product._id}`);
    await user.click(await screen.findByRole('tab', { name: 'Reviews (0)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reviews (0)' });
    expect(panel).toBeVisible();
    expect(
      await within(panel).findByText('No reviews yet. Buyers can review a piece once it is delivered.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('opens the size chart in a dialog, in cm or inches, with how to measure, and closes it with Escape', async () => {
    const { product } = await productWithGallery();
    const { user } = renderApp(`/product/${product._id}`);
    const opener = await screen.findByRole('button', { name: 'Size chart' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    const table = await within(dialog).findByRole('table');
    const size = product.sizes[0] as string;
    const row = within(table).getByRole('row', { name: new RegExp(`^${size} `) });
    const cm = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cm.some((value) => /^\d+$/.test(value ?? ''))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'in' }));
    expect(within(dialog).getByRole('button', { name: 'in' })).toHaveAttribute('aria-pressed', 'true');
    const inches = within(within(dialog).getByRole('table')).getByRole('row', { name: new RegExp(`^${size} `) });
    expect(
      within(inches)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).not.toEqual(cm);
    expect(within(dialog).getByRole('heading', { name: 'How to measure' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says so for a product id the shop does not have', async () => {
    renderApp('/product/no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'PRODUCT NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/collection');
  });
});

/** A product of the demo catalog with a size in the given state (the demo has sold-out and low sizes). */
async function productWithSize(matches: (left: number) => boolean) {
  const product = (await serverCatalog()).find((each) => each.sizes.some((size) => matches(each.stock[size] ?? 0)));
  const size = product?.sizes.find((each) => matches(product.stock[each] ?? 0));
  if (!product || !size) throw new Error('the demo catalog has no size in that state');
  return { product, size, left: product.stock[size] ?? 0 };
}

describe('the product screen’s stock', () => {
  it('shows a sold-out size as a disabled button named Sold out', async () => {
    const { product, size } = await productWithSize((left) => left === 0);
    renderApp(`/product/${product._id}`);
    const soldOut = await screen.findByRole('button', { name: `${size}: Sold out` });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent(`${size}Sold out`);
    expect(screen.getByRole('button', { name: product.sizes[0] as string })).toBeEnabled();
  });

  it('offers a back-in-stock e-mail for a sold-out size, and asks a visitor to confirm it from the mail sent to the address', async () => {
    const { product, size } = await productWithSize((left) => left === 0);
    const { user } = renderApp(`/product/${product._id}`);
    const toggle = await screen.findByRole('button', { name: 'Size sold out? Notify me when it is back' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Back-in-stock e-mail' });
    const sizes = within(form).queryByRole('combobox', { name: 'Size' });
    if (sizes) await user.selectOptions(sizes, size);
    else expect(within(form).getByText(`Size ${size}`)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Your e-mail' }), 'waiting@example.in');
    await user.click(within(form).getByRole('button', { name: 'NOTIFY ME' }));
    expect(
      await within(form).findByText(
        `Please check your e-mail to confirm: open the link we sent to waiting@example.in, and we will write when size ${size} is back.`,
      ),
    ).toBeInTheDocument();
  });

  it("fills a signed-in shopper's e-mail into the back-in-stock form, and leaves a changed one as typed", async () => {
    const { product } = await productWithSize((left) => left === 0);
    const shopper = await signUp();
    const { user } = renderApp(`/product/${product._id}`, { preloadedState: { auth: { token: shopper.token } } });
    await user.click(await screen.findByRole('button', { name: 'Size sold out? Notify me when it is back' }));
    const form = screen.getByRole('form', { name: 'Back-in-stock e-mail' });
    const email = within(form).getByRole('textbox', { name: 'Your e-mail' });
    await waitFor(() => expect(email).toHaveValue(shopper.email));
    // Emptied to type another, it stays theirs: the account's address does not come back under the caret.
    await user.clear(email);
    await user.type(email, 'other@example.in');
    expect(email).toHaveValue('other@example.in');
  });

  it('opens with the size a link names chosen, as a back-in-stock mail links it', async () => {
    const { product, size } = await productWithSize((left) => left > 5);
    renderApp(`/product/${product._id}?size=${encodeURIComponent(size)}`);
    const chosen = await screen.findByRole('button', { name: size });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
  });

  it('says how many are left of a low size, and adds no more than that', async () => {
    const { product, size, left } = await productWithSize((units) => units >= 1 && units <= 5);
    const { user, store } = renderApp(`/product/${product._id}`);
    await user.click(await screen.findByRole('button', { name: `${size}: Only ${left} left` }));
    expect(screen.getByText(`Only ${left} left`)).toBeVisible();
    for (let added = 0; added < left; added += 1) await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText(`Only ${left} left in ${size}.`)).toBeInTheDocument();
    expect(store.getState().cart.entities[`${product._id}:${size}`]?.quantity).toBe(left);
  });
});
