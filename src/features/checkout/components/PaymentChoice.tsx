// The payment method: cash on delivery (the default), Stripe or Razorpay, as far as the shop offers each.
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../shared/i18n';
import { Title } from '../../../shared/ui/primitives';
import { useListPaymentMethodsQuery } from '../checkoutApi';
import { PAYMENT_METHODS, paymentMethodChosen, selectPaymentMethod, type PaymentMethod } from '../checkoutSlice';

/** The providers' names are brands, the same in every language; cash on delivery is the catalogs'. */
const BRANDS: Record<Exclude<PaymentMethod, 'cod'>, string> = { stripe: 'Stripe', razorpay: 'Razorpay' };
const ORDER: PaymentMethod[] = ['stripe', 'razorpay', 'cod'];

export function PaymentChoice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectPaymentMethod);
  // Until the shop says which it offers (or if it cannot say), every method shows: the server refuses one it does not.
  const { data } = useListPaymentMethodsQuery();
  const offered = useMemo(() => {
    const shopMethods: readonly PaymentMethod[] = data?.methods ?? PAYMENT_METHODS;
    return ORDER.filter((method) => shopMethods.includes(method));
  }, [data]);
  useEffect(() => {
    const [first] = offered;
    if (first && !offered.includes(value)) dispatch(paymentMethodChosen(first));
  }, [dispatch, offered, value]);
  return (
    <Fieldset>
      <legend>
        <Title as="h2" first={t('checkout.paymentFirst')} second={t('checkout.paymentSecond')} />
      </legend>
      <Options>
        {offered.map((method) => (
          <Option key={method} $chosen={method === value}>
            <input
              type="radio"
              name="payment"
              value={method}
              checked={method === value}
              onChange={() => dispatch(paymentMethodChosen(method))}
            />
            <span className={method === 'cod' ? undefined : 'brand'}>
              {method === 'cod' ? t('checkout.cod') : BRANDS[method]}
            </span>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: ${({ theme }) => theme.space(10)} 0 0;
  padding: 0;
  border: 0;
  & legend {
    padding: 0;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Option = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.accent : theme.colors.border)};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  & input {
    accent-color: #16a34a;
  }
  & .brand {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    letter-spacing: 0.02em;
  }
`;
