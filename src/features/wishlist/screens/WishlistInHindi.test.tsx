// The wishlist, its heart, "Notify me" and the unsubscribe page under /hi, as a shopper who reads Hindi meets them:
// every word in Hindi (but for the shop's name, the language switch's "English", sizes and what the shopper typed),
// the server's answers too, and the links keeping the shopper under /hi.
import { act, screen, within } from '@testing-library/react';
import { serverCatalog } from '../../../test/catalog';
import { renderApp } from '../../../test/render';
import { productSaved } from '../wishlistSlice';

afterEach(() => localStorage.clear());

/** Words the Hindi pages may show in Latin letters: the shop's name and address, the switch to English, a size. */
const LATIN_ALLOWED = new Set(['Kapda', 'KAPDA', 'kapda', 'care', 'example', 'English', 'XXL']);

/** Every text node of the page on its own (two size buttons side by side are two words, not one). */
function textNodes(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return texts;
}

/** Latin words of three letters or more the page shows or names (its text and labels), less those allowed and `typed`. */
function englishWords(typed: string[] = []): string[] {
  const texts = [
    document.title,
    ...textNodes(),
    ...[...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ];
  const allowed = new Set([...LATIN_ALLOWED, ...typed.flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? [])]);
  return [...new Set(texts.join('\n').match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !allowed.has(word));
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

async function productsInStock() {
  const [a, b] = (await serverCatalog()).filter(
    (product) => product.nameHi && product.sizes.every((size) => (product.stock[size] ?? 0) > 0),
  );
  if (!a?.nameHi || !b?.nameHi) throw new Error('the demo catalog has too few products in stock with Hindi names');
  return [
    { ...a, nameHi: a.nameHi },
    { ...b, nameHi: b.nameHi },
  ] as const;
}

describe('the wishlist in Hindi under /hi', () => {
  it('says an empty wishlist in Hindi, with the way to the Hindi collection', async () => {
    renderApp('/hi/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी विशलिस्ट' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कुछ नहीं रखा। किसी उत्पाद पर दिल दबाएँ, वह यहाँ रहेगा।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कलेक्शन देखें' })).toHaveAttribute('href', '/hi/collection');
    expect(screen.getByRole('link', { name: 'विशलिस्ट' })).toHaveAttribute('href', '/hi/wishlist');
    expect(englishWords()).toEqual([]);
  });

  it('lists saved products by their Hindi names with the price drop, the sizes in stock, removal and moving in Hindi', async () => {
    const [a, b] = await productsInStock();
    const view = renderApp('/hi/wishlist');
    act(() => {
      view.store.dispatch(productSaved({ productId: a._id, savedPrice: a.price, savedAt: 1 }));
      view.store.dispatch(productSaved({ productId: b._id, savedPrice: b.price + 300, savedAt: 2 }));
    });
    const list = await screen.findByRole('list', { name: 'रखे गए उत्पाद' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: b.nameHi })).toHaveAttribute('href', `/hi/product/${b._id}`);
    expect(within(first).getByText(`${rupees(b.price)}, पहले ${rupees(b.price + 300)}`)).toBeInTheDocument();
    expect(within(first).getByRole('group', { name: 'स्टॉक में:' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `${b.nameHi} को विशलिस्ट से हटाएँ` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विशलिस्ट, 2 सामान' })).toHaveAttribute('href', '/hi/wishlist');
    expect(englishWords()).toEqual([]);

    await view.user.click(within(second).getByRole('button', { name: 'कार्ट में ले जाएँ' }));
    expect(within(second).getByRole('alert')).toHaveTextContent('पहले साइज़ चुनें।');
    const size = a.sizes[0] as string;
    await view.user.click(within(second).getByRole('button', { name: size }));
    await view.user.click(within(second).getByRole('button', { name: 'कार्ट में ले जाएँ' }));
    expect(await screen.findByText(`${a.nameHi}, साइज़ ${size}, आपके कार्ट में डाल दिया।`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विशलिस्ट, 1 सामान' })).toBeInTheDocument();
  });

  it("names the heart by the product's Hindi name on the product page and the collection, and recently viewed so", async () => {
    const [a] = await productsInStock();
    const { user, router } = renderApp(`/hi/product/${a._id}`);
    await screen.findByRole('heading', { level: 1, name: a.nameHi });
    const heart = screen.getByRole('button', { name: `${a.nameHi} को अपनी विशलिस्ट में रखें` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'विशलिस्ट, 1 सामान' })).toBeInTheDocument();

    await act(() => router.navigate('/hi/collection'));
    const grid = await screen.findByRole('list', { name: 'उत्पाद' });
    expect(within(grid).getByRole('button', { name: `${a.nameHi} को अपनी विशलिस्ट में रखें` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The product opened shows in the home page's recently viewed, by its Hindi name.
    await act(() => router.navigate('/hi'));
    const viewed = await screen.findByRole('list', { name: 'हाल ही में देखे गए' });
    expect(within(viewed).getByRole('link', { name: new RegExp(a.nameHi) })).toHaveAttribute(
      'href',
      `/hi/product/${a._id}`,
    );
  });
});

describe('back-in-stock e-mails in Hindi under /hi', () => {
  it("asks for a sold-out size's e-mail in Hindi, and the server answers in Hindi", async () => {
    const product = (await serverCatalog()).find((each) => each.sizes.some((size) => each.stock[size] === 0));
    if (!product) throw new Error('the demo catalog has no sold-out size');
    const { user } = renderApp(`/hi/product/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'साइज़ खत्म हो गया? वापस आने पर मुझे बताएँ' }));
    const form = screen.getByRole('form', { name: 'स्टॉक में वापस आने का ईमेल' });
    // The first sold-out size is asked for unless another is chosen.
    const size = product.sizes.find((each) => product.stock[each] === 0) as string;
    const sizes = within(form).queryByRole('combobox', { name: 'साइज़' });
    if (sizes) expect(sizes).toHaveValue(size);
    else expect(within(form).getByText(`साइज़ ${size}`)).toBeInTheDocument();
    const email = 'intazaar@example.in';
    await user.type(within(form).getByRole('textbox', { name: 'आपका ईमेल' }), email);
    expect(englishWords([email, product.name])).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'मुझे बताएँ' }));
    expect(
      await within(form).findByText(
        `कृपया पुष्टि के लिए अपना ई-मेल देखें: ${email} पर भेजा गया लिंक खोलें, फिर साइज़ ${size} वापस आते ही हम आपको लिखेंगे।`,
      ),
    ).toBeInTheDocument();
  });

  it('says an incomplete unsubscribe link in Hindi, with the way back to the Hindi collection', async () => {
    renderApp('/hi/alerts/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्टॉक अलर्ट' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('यह लिंक अधूरा है: ईमेल से पूरा लिंक खोलें।');
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/hi/collection');
    expect(englishWords()).toEqual([]);
  });

  it('shows the server refusing a forged confirmation link in Hindi, and an incomplete one', async () => {
    renderApp('/hi/alerts/confirm?token=forged.link.sig');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्टॉक अलर्ट' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'पुष्टि का यह लिंक सही नहीं है। कृपया ई-मेल का लिंक जैसा है वैसा ही खोलें।',
    );
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/hi/collection');
    expect(englishWords()).toEqual([]);
  });

  it('shows the server refusing a forged unsubscribe link in Hindi', async () => {
    renderApp('/hi/alerts/unsubscribe?token=forged.link');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'सूचनाएँ बंद करने का यह लिंक सही नहीं है। कृपया ई-मेल का लिंक जैसा है वैसा ही खोलें।',
    );
    expect(englishWords()).toEqual([]);
  });
});
