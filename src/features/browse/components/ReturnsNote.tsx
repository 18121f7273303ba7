// Beside the sizes: whether the product can go back. A product the shop marks not returnable says so before the
// shopper buys (that is in the product the server renders). The shop's return window is asked for only once the app
// has started, so the server's page and the first render in the browser agree; it shows when the shop takes returns.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import { checkoutApi } from '../../checkout';
import type { Product } from '../../catalog';

export function ReturnsNote({ product }: { product: Pick<Product, 'returnable'> }) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const notReturnable = product.returnable === false;
  const { data } = checkoutApi.useListPaymentMethodsQuery(undefined, { skip: !started || notReturnable });
  if (notReturnable) return <Note>{t('catalog.product.notes.notReturnable')}</Note>;
  const days = data?.returnWindowDays ?? 0;
  if (!started || days <= 0) return null;
  return <Note>{t('catalog.product.notes.returnsWithin', { days })}</Note>;
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.size.sm};
`;
