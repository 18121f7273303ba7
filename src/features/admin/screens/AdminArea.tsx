// The operator's screens (/admin, /hi/admin): a section bar and the section the address names. Loaded as its own
// chunk, only for an admin (AdminGate).
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { NavLink, useTranslation } from '../../../shared/i18n';
import { Page } from '../../../shared/ui/primitives';
import { AccountsScreen } from './AccountsScreen';
import { DeliveryScreen } from './DeliveryScreen';
import { FilesScreen } from './FilesScreen';
import { OrderScreen } from './OrderScreen';
import { OrdersScreen } from './OrdersScreen';
import { ProductFormScreen } from './ProductFormScreen';
import { ProductsScreen } from './ProductsScreen';
import { ReturnScreen } from './ReturnScreen';
import { ReturnsScreen } from './ReturnsScreen';
import { ReviewsScreen } from './ReviewsScreen';
import { SizeChartsScreen } from './SizeChartsScreen';
import { StockLedgerScreen } from './StockLedgerScreen';
import { StockScreen } from './StockScreen';
import { SynonymsScreen } from './SynonymsScreen';

export default function AdminArea() {
  const { t } = useTranslation();
  const title = t('admin.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Page>
      <Header>
        <h1>{t('admin.title')}</h1>
        <nav aria-label={t('admin.nav')}>
          <Sections>
            <li>
              <NavLink to="/admin" end>
                {t('admin.orders')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/returns">{t('admin.returnsQueue.returns')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/products">{t('admin.products')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/stock">{t('admin.stock')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/size-charts">{t('admin.sizeCharts.sizeCharts')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/reviews">{t('admin.reviews.reviews')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/search">{t('admin.searchWords')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/delivery">{t('admin.delivery.delivery')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/accounts">{t('admin.accounts')}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/files">{t('admin.files')}</NavLink>
            </li>
          </Sections>
        </nav>
      </Header>
      <Routes>
        <Route index element={<OrdersScreen />} />
        <Route path="orders/:orderId" element={<OrderScreen />} />
        <Route path="returns" element={<ReturnsScreen />} />
        <Route path="returns/:returnId" element={<ReturnScreen />} />
        <Route path="products" element={<ProductsScreen />} />
        <Route path="products/new" element={<ProductFormScreen />} />
        <Route path="products/:productId" element={<ProductFormScreen />} />
        <Route path="stock" element={<StockScreen />} />
        <Route path="stock/:productId" element={<StockLedgerScreen />} />
        <Route path="size-charts" element={<SizeChartsScreen />} />
        <Route path="reviews" element={<ReviewsScreen />} />
        <Route path="search" element={<SynonymsScreen />} />
        <Route path="delivery" element={<DeliveryScreen />} />
        <Route path="accounts" element={<AccountsScreen />} />
        <Route path="files" element={<FilesScreen />} />
      </Routes>
    </Page>
  );
}

const Header = styled.header`
  padding-top: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.size.xl};
  }
`;

const Sections = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
  }
  & a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.text};
  }
`;
