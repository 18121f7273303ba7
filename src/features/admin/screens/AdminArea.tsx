// The operator's screens (/admin, /hi/admin): a section bar and the section the address names. Loaded as its own
// chunk, only for an admin (AdminGate).
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { NavLink } from '../../../shared/i18n';
import { Page } from '../../../shared/ui/primitives';
import {
  useAdminText,
  useDeliveryText,
  useReturnsText,
  useReviewsText,
  useSizeChartsText,
} from '../components/useAdminText';
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
  const text = useAdminText();
  const returnsText = useReturnsText();
  const deliveryText = useDeliveryText();
  const reviewsText = useReviewsText();
  const sizeChartsText = useSizeChartsText();
  useEffect(() => {
    document.title = text.title;
  }, [text.title]);
  return (
    <Page>
      <Header>
        <h1>{text.title}</h1>
        <nav aria-label={text.nav}>
          <Sections>
            <li>
              <NavLink to="/admin" end>
                {text.orders}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/returns">{returnsText.returns}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/products">{text.products}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/stock">{text.stock}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/size-charts">{sizeChartsText.sizeCharts}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/reviews">{reviewsText.reviews}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/search">{text.searchWords}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/delivery">{deliveryText.delivery}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/accounts">{text.accounts}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/files">{text.files}</NavLink>
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
