// /admin/products: every product, newest first, searched by name or id, a page at a time; each opens its form.
import { useState } from 'react';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage } from '../../../shared/i18n';
import { errorMessage } from '../../../shared/api/errors';
import { useAdminExportProductsQuery } from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Field, Row, Section, SmallButton } from '../components/ui';
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
        <DataTable
          columns={[text.name, text.price, text.category, text.type, text.sizes]}
          rows={shown}
          rowKey={(product) => product.id}
          cells={(product) => [
            <Link key="name" to={`/admin/products/${product.id}`} aria-label={text.edit(product.name)}>
              {product.name}
            </Link>,
            formatPrice(product.price, language),
            product.category,
            product.subCategory,
            product.sizes.join(' '),
          ]}
        />
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
