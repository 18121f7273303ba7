// /admin/products: every product, newest first, searched by name or id, a page at a time; each opens its form.
import { useState } from 'react';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage } from '../../../shared/i18n';
import { errorMessage } from '../../../shared/api/errors';
import { useAdminExportProductsQuery } from '../adminApi';
import { ErrorText, Field, Row, Section, SmallButton, Table, TableBox } from '../components/ui';
import { useAdminText } from '../components/useAdminText';
import { matchingProducts, PRODUCTS_PAGE_SIZE } from '../productSelectors';

export function ProductsScreen() {
  const text = useAdminText();
  const language = useLanguage();
  const { data, error } = useAdminExportProductsQuery();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = matchingProducts(data?.products ?? [], query);
  const shown = found.slice((page - 1) * PRODUCTS_PAGE_SIZE, page * PRODUCTS_PAGE_SIZE);
  const first = (page - 1) * PRODUCTS_PAGE_SIZE + 1;

  return (
    <Section aria-labelledby="admin-products">
      <h2 id="admin-products">{text.products}</h2>
      <Row>
        <Link to="/admin/products/new">{text.addProduct}</Link>
      </Row>
      <Field>
        {text.search}
        <input
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </Field>
      {error && <ErrorText role="alert">{text.failed(errorMessage(error, language))}</ErrorText>}
      {data && found.length === 0 && <p>{text.noProducts}</p>}
      {shown.length > 0 && (
        <TableBox>
          <Table>
            <thead>
              <tr>
                <th scope="col">{text.name}</th>
                <th scope="col">{text.price}</th>
                <th scope="col">{text.category}</th>
                <th scope="col">{text.type}</th>
                <th scope="col">{text.sizes}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((product) => (
                <tr key={product.id}>
                  <th scope="row">
                    <Link to={`/admin/products/${product.id}`} aria-label={text.edit(product.name)}>
                      {product.name}
                    </Link>
                  </th>
                  <td>{formatPrice(product.price, language)}</td>
                  <td>{product.category}</td>
                  <td>{product.subCategory}</td>
                  <td>{product.sizes.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {found.length > PRODUCTS_PAGE_SIZE && (
        <Row as="nav" aria-label={text.showing(first, first + shown.length - 1, found.length)}>
          <SmallButton type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {text.previous}
          </SmallButton>
          <span>{text.showing(first, first + shown.length - 1, found.length)}</span>
          <SmallButton
            type="button"
            disabled={page * PRODUCTS_PAGE_SIZE >= found.length}
            onClick={() => setPage(page + 1)}
          >
            {text.next}
          </SmallButton>
        </Row>
      )}
    </Section>
  );
}
