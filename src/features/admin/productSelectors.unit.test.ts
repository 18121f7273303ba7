import type { CatalogProduct } from './adminApi';
import { formOf, inputOf, lowFirst, matchingProducts, movePhoto, offeredSizes, productsCsv } from './productSelectors';

const SHIRT: CatalogProduct = {
  id: 'men-shirt',
  name: 'Men Linen Shirt',
  description: 'Loose, "cool" linen.',
  price: 999,
  category: 'Men',
  subCategory: 'Topwear',
  sizes: ['M', 'L'],
  image: ['/images/products/a.jpg', '/images/products/b.jpg'],
  bestseller: false,
  returnable: true,
  nameHi: 'लिनन शर्ट',
  stock: { M: 3, L: 0 },
};

describe("the operator's product selectors", () => {
  it('finds products holding every word of the search in their name, id, category or type', () => {
    expect(matchingProducts([SHIRT], 'linen men')).toEqual([SHIRT]);
    expect(matchingProducts([SHIRT], 'TOPWEAR')).toEqual([SHIRT]);
    expect(matchingProducts([SHIRT], 'linen kids')).toEqual([]);
    expect(matchingProducts([SHIRT], '  ')).toEqual([SHIRT]);
  });

  it('moves a photograph earlier or later, and leaves the order alone at either end', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movePhoto(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it("makes the API's product from the form: sizes in shop order, typed units only, Hindi texts as edited", () => {
    const form = { ...formOf(SHIRT), sizes: ['L', 'S', 'M'], price: '1099.5', stock: { M: '4', L: 'x', S: '' } };
    expect(formOf(SHIRT)).toMatchObject({ nameHi: 'लिनन शर्ट', descriptionHi: '' });
    expect(inputOf({ ...form, nameHi: ' ', descriptionHi: ' ढीला, ठंडा लिनन। ' })).toMatchObject({
      descriptionHi: 'ढीला, ठंडा लिनन।',
    });
    expect(inputOf({ ...form, nameHi: ' ' })).not.toHaveProperty('nameHi');
    expect(inputOf(form)).toEqual({
      id: 'men-shirt',
      name: 'Men Linen Shirt',
      description: 'Loose, "cool" linen.',
      price: 1099.5,
      category: 'Men',
      subCategory: 'Topwear',
      sizes: ['S', 'M', 'L'],
      image: SHIRT.image,
      bestseller: false,
      returnable: true,
      nameHi: 'लिनन शर्ट',
      stock: { M: 4 },
    });
  });

  it("offers the category's sizes, then any other the product sells", () => {
    expect(offeredSizes('Kids', ['4-5Y', 'One size'])).toEqual([
      '2-3Y',
      '4-5Y',
      '6-7Y',
      '8-9Y',
      '10-11Y',
      '12-13Y',
      'One size',
    ]);
    expect(offeredSizes('Men', [])).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  });

  it('lists stock with the fewest units first, equal ones in list order', () => {
    const levels = [
      { productId: 'a', name: 'A', size: 'M', quantity: 5 },
      { productId: 'b', name: 'B', size: 'M', quantity: 0 },
      { productId: 'c', name: 'C', size: 'M', quantity: 5 },
      { productId: 'd', name: 'D', size: 'M', quantity: 1 },
    ];
    expect(lowFirst(levels).map((level) => level.productId)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('exports CSV in the command line columns, quoting where needed and defusing formulas', () => {
    const csv = productsCsv([{ ...SHIRT, name: '=HYPERLINK("x")' }]);
    const [header, row] = csv.trim().split('\n');
    expect(header).toBe(
      'id,name,description,price,category,subCategory,sizes,bestseller,image,nameHi,descriptionHi,stock,returnable',
    );
    expect(row).toBe(
      `men-shirt,"'=HYPERLINK(""x"")","Loose, ""cool"" linen.",999,Men,Topwear,M|L,false,/images/products/a.jpg|/images/products/b.jpg,लिनन शर्ट,,M:3|L:0,true`,
    );
  });
});
