// What a shopper does and reads on the storefront, in the words the screens use.
import type { Locator, Page } from 'playwright-core';
import { DELIVERY_FORM_LABELS as ADDRESS_LABELS } from '../../tools/testkit/fixtures';
import { eventually } from './eventually';
import type { Address, Product } from './shopApi';

export const cartLink = (page: Page): Locator => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

/** The number on the cart icon's badge (an empty cart shows none: 0). */
export async function cartCount(page: Page): Promise<number> {
  return Number((await cartLink(page).innerText()).trim());
}

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await eventually(async () => expect(await cartCount(page)).toBe(count));
}

/** Where a paid order leads: /orders, showing that order's confirmation. */
export const ORDERS_AFTER_PAYING = /\/orders\?placed=[0-9a-f-]+$/;

export const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('alert').filter({ hasText: text });

export async function chooseSize(page: Page, size: string): Promise<void> {
  await page.getByRole('group', { name: 'Select Size' }).getByRole('button', { name: size, exact: true }).click();
}

/** Opens the product's page, picks the size and adds one piece, waiting for the page to confirm it. */
export async function addToCart(page: Page, product: Product, size: string): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await chooseSize(page, size);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByText(`Added ${product.name}, size ${size}, to your cart.`).waitFor();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function fillAddress(page: Page, address: Address): Promise<void> {
  for (const [field, label] of Object.entries(ADDRESS_LABELS) as Array<[keyof Address, string]>) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(address[field]);
  }
}

export const quantityField = (page: Page, product: Product, size: string): Locator =>
  page.getByRole('spinbutton', { name: `Quantity of ${product.name}, size ${size}` });

/** The CART TOTALS as shown: subtotal, shipping fee and total. */
export async function shownTotals(page: Page): Promise<{ subtotal: string; shipping: string; total: string }> {
  const totals = page.getByRole('region', { name: 'CART TOTALS' });
  const value = (term: string) =>
    totals
      .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd')
      .innerText();
  return { subtotal: await value('Subtotal'), shipping: await value('Shipping Fee'), total: await value('Total') };
}

/** Name and price of each card in a product grid, in the order shown. */
export async function shownProducts(grid: Locator): Promise<Array<{ name: string; price: string }>> {
  // A list still being filled says so with aria-busy; its cards are read once it is whole.
  await grid.locator('xpath=self::*[not(@aria-busy="true")]').waitFor();
  const cards = await grid.getByRole('listitem').allInnerTexts();
  return cards.map((text) => {
    const [name = '', price = ''] = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return { name, price };
  });
}
