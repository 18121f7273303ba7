// The shop's tax particulars as invoices use them (the settings the server last started with, kept in the database so
// a payment confirmed by any process, or a delivery marked from the command line, is invoiced alike) and the HSN code
// of each product type, which the operator edits (`invoices hsn`).
import type { Kysely, Transaction } from 'kysely';
import { TAX_DEFAULTS, type TaxConfig } from '../config';
import type { DB } from '../db/schema';
import { InvalidInput } from '../errors';

const SHOP_ROW = 'shop';

/** The shop as its invoices name it. */
export interface Seller {
  gstin: string;
  legalName: string;
  address: string;
  state: string;
}

export interface ShopTax extends Seller {
  deliveryFeeRate: number;
}

/** Keeps the server's settings for the invoices it issues (every start: the latest settings win). */
export async function recordShopTax(db: Kysely<DB>, config: TaxConfig): Promise<void> {
  const row = {
    gstin: config.shopGstin,
    legal_name: config.shopLegalName,
    address: config.shopAddress,
    state: config.shopState,
    delivery_fee_rate: config.deliveryFeeGstRate,
  };
  await db
    .insertInto('invoice_shop')
    .values({ id: SHOP_ROW, ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
}

/** The shop's particulars; the defaults until a server has started with its settings. */
export async function shopTax(db: Kysely<DB> | Transaction<DB>): Promise<ShopTax> {
  const row = await db.selectFrom('invoice_shop').selectAll().where('id', '=', SHOP_ROW).executeTakeFirst();
  if (!row)
    return {
      gstin: TAX_DEFAULTS.shopGstin,
      legalName: TAX_DEFAULTS.shopLegalName,
      address: TAX_DEFAULTS.shopAddress,
      state: TAX_DEFAULTS.shopState,
      deliveryFeeRate: TAX_DEFAULTS.deliveryFeeGstRate,
    };
  return {
    gstin: row.gstin,
    legalName: row.legal_name,
    address: row.address,
    state: row.state,
    deliveryFeeRate: row.delivery_fee_rate,
  };
}

export interface HsnCode {
  productType: string;
  hsn: string;
}

/** Every product type's HSN code, by type. */
export async function hsnCodes(db: Kysely<DB> | Transaction<DB>): Promise<HsnCode[]> {
  const rows = await db.selectFrom('invoice_hsn').selectAll().orderBy('product_type').execute();
  return rows.map((row) => ({ productType: row.product_type, hsn: row.hsn }));
}

/** HSN codes have 4, 6 or 8 digits. */
const HSN = /^(\d{4}|\d{6}|\d{8})$/;

/** Sets a product type's HSN code (a new type is added); invoices issued from now on use it. */
export async function setHsnCode(db: Kysely<DB>, productType: string, hsn: string): Promise<HsnCode> {
  const type = productType.trim();
  if (!/^[A-Za-z][A-Za-z -]{0,39}$/.test(type))
    throw new InvalidInput(`"${productType}" is not a product type such as Topwear (letters, at most 40).`);
  if (!HSN.test(hsn)) throw new InvalidInput(`An HSN code has 4, 6 or 8 digits; "${hsn}" has not.`);
  await db
    .insertInto('invoice_hsn')
    .values({ product_type: type, hsn })
    .onConflict((conflict) => conflict.column('product_type').doUpdateSet({ hsn }))
    .execute();
  return { productType: type, hsn };
}
