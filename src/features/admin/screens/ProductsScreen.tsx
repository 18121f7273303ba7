// /admin/products: every product, newest first, searched by name or id, a page at a time; each opens its form.
import { useState } from 'react';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { errorMessage } from '../../../shared/api/errors';
import { useAdminExportProductsQuery } from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Field, Row, Section, SmallButton } from '../components/ui';
import { matchingProducts, PRODUCTS_PAGE_SIZE } from '../productSelectors';
import { adminPath } from '../../../../contract/adminPages';

export function ProductsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error } = useAdminExportProductsQuery();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = matchingProducts(data?.products ?? [], query);
  const shown = found.slice((page - 1) * PRODUCTS_PAGE_SIZE, page * PRODUCTS_PAGE_SIZE);
  const first = (page - 1) * PRODUCTS_PAGE_SIZE + 1;

  return (
    <Section aria-labelledby="admin-products">
      <h2 id="admin-products">{t('admin.products')}</h2>
      <Row>
        <Link to={adminPath('newProduct')}>{t('admin.addProduct')}</Link>
      </Row>
      <Field>
        {t('admin.search')}
        <input
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </Field>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {data && found.length === 0 && <p>{t('admin.noProducts')}</p>}
      {shown.length > 0 && (
        <DataTable
          columns={[t('admin.name'), t('admin.price'), t('admin.category'), t('admin.type'), t('admin.sizes')]}
          rows={shown}
          rowKey={(product) => product.id}
          cells={(product) => [
            <Link
              key="name"
              to={adminPath('product', { productId: product.id })}
              aria-label={t('admin.edit', { name: product.name })}
            >
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
        <Row as="nav" aria-label={t('admin.showing', { first, last: first + shown.length - 1, total: found.length })}>
          <SmallButton type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.previous')}
          </SmallButton>
          <span>{t('admin.showing', { first, last: first + shown.length - 1, total: found.length })}</span>
          <SmallButton
            type="button"
            disabled={page * PRODUCTS_PAGE_SIZE >= found.length}
            onClick={() => setPage(page + 1)}
          >
            {t('admin.next')}
          </SmallButton>
        </Row>
      )}
    </Section>
  );
}
