// The operator's screens (/admin, /hi/admin): a section bar and the screen of the page the address names, routed
// from the contract's admin page table (ADMIN_PAGES). Loaded as its own chunk, only for an admin (AdminGate).
import { useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_PAGES, adminPath, adminRoute, type AdminPageName } from '../../../../contract/adminPages';
import { NavLink, useTranslation, type MessageKey } from '../../../shared/i18n';
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

/** Each of the operator's pages' screen: a page in the contract's admin table without one does not compile. */
const SCREENS: Record<AdminPageName, ComponentType> = {
  orders: OrdersScreen,
  order: OrderScreen,
  returns: ReturnsScreen,
  returnRequest: ReturnScreen,
  products: ProductsScreen,
  newProduct: ProductFormScreen,
  product: ProductFormScreen,
  stock: StockScreen,
  stockLedger: StockLedgerScreen,
  sizeCharts: SizeChartsScreen,
  reviews: ReviewsScreen,
  synonyms: SynonymsScreen,
  delivery: DeliveryScreen,
  accounts: AccountsScreen,
  files: FilesScreen,
};

/** The section bar: the pages it links to, in its order, and their names. */
const SECTIONS: readonly { path: string; label: MessageKey }[] = [
  { path: adminPath('orders'), label: 'admin.orders' },
  { path: adminPath('returns'), label: 'admin.returnsQueue.returns' },
  { path: adminPath('products'), label: 'admin.products' },
  { path: adminPath('stock'), label: 'admin.stock' },
  { path: adminPath('sizeCharts'), label: 'admin.sizeCharts.sizeCharts' },
  { path: adminPath('reviews'), label: 'admin.reviews.reviews' },
  { path: adminPath('synonyms'), label: 'admin.searchWords' },
  { path: adminPath('delivery'), label: 'admin.delivery.delivery' },
  { path: adminPath('accounts'), label: 'admin.accounts' },
  { path: adminPath('files'), label: 'admin.files' },
];

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
            {SECTIONS.map(({ path, label }) => (
              <li key={path}>
                {/* The orders' page is the area's own address: it is current there only, not under every page. */}
                <NavLink to={path} end={path === adminPath('orders')}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </Sections>
        </nav>
      </Header>
      <Routes>
        {(Object.keys(ADMIN_PAGES) as AdminPageName[]).map((page) => {
          const Screen = SCREENS[page];
          const path = adminRoute(page);
          return path ? (
            <Route key={page} path={path} element={<Screen />} />
          ) : (
            <Route key={page} index element={<Screen />} />
          );
        })}
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
