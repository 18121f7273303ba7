// Cash on delivery with store credit to spend: "Use my store credit (₹X)", and what is then left to pay on delivery.
// Online payments do not take store credit, so the box shows only with cash on delivery, and only when there is some.
import { useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { sumRupees } from '../../../../contract';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useGetStoreCreditQuery } from '../../account';
import { selectIsLoggedIn } from '../../auth';
import { selectCartTotal } from '../../cart';
import { selectPaymentMethod } from '../checkoutSlice';

/** The box's name in the form: the place-order screen reads it when the order is sent. */
export const USE_STORE_CREDIT = 'useStoreCredit';

export function StoreCreditChoice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const cash = useAppSelector(selectPaymentMethod) === 'cod';
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const total = useAppSelector(selectCartTotal);
  const { data } = useGetStoreCreditQuery(undefined, { skip: !loggedIn || !cash });
  const [use, setUse] = useState(false);
  const balance = data?.balance ?? 0;
  if (!cash || !loggedIn || balance <= 0) return null;
  const left = Math.max(0, sumRupees([total, -balance]));

  return (
    <Box>
      <label>
        <input
          name={USE_STORE_CREDIT}
          type="checkbox"
          checked={use}
          onChange={(event) => setUse(event.target.checked)}
          aria-describedby="store-credit-left"
        />
        <span>{t('checkout.storeCredit.use', { amount: formatPrice(balance, language) })}</span>
      </label>
      <p id="store-credit-left" aria-live="polite">
        {use ? t('checkout.storeCredit.left', { amount: formatPrice(left, language) }) : ''}
      </p>
    </Box>
  );
}

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  & label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    font-size: ${({ theme }) => theme.size.sm};
  }
  & input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
`;
