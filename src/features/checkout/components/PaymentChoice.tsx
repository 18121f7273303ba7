// The payment method: cash on delivery (the default), or online, as far as the shop offers each. An online choice says
// what the shopper pays with (Razorpay: UPI, cards, net banking, wallets; Stripe: a card), and under it where it is
// paid, which is where the provider's name helps (its window or page opens next). Where the delivery promise says
// cash is not taken (the area, or an order above the largest cash order), cash on delivery shows, unavailable, with
// the reason. The values sent are the API's method names (cod, stripe, razorpay), whatever the words.
import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../shared/i18n';
import { Title } from '../../../shared/ui/primitives';
import { useListPaymentMethodsQuery } from '../checkoutApi';
import { PAYMENT_METHODS, paymentMethodChosen, selectPaymentMethod, type PaymentMethod } from '../checkoutSlice';

const ORDER: PaymentMethod[] = ['stripe', 'razorpay', 'cod'];

interface Props {
  /** Why cash on delivery is not taken for this pincode and order (the delivery promise's reason), if it is not. */
  noCash?: string;
}

export function PaymentChoice({ noCash: why }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectPaymentMethod);
  const reasonId = useId();
  const textId = useId();
  // Until the shop says which it offers (or if it cannot say), every method shows: the server refuses one it does not.
  const { data } = useListPaymentMethodsQuery();
  const offered = useMemo(() => {
    const shopMethods: readonly PaymentMethod[] = data?.methods ?? PAYMENT_METHODS;
    return ORDER.filter((method) => shopMethods.includes(method));
  }, [data]);
  const open = useMemo(() => offered.filter((method) => method !== 'cod' || why === undefined), [offered, why]);
  useEffect(() => {
    const [first] = open;
    if (first && !open.includes(value)) dispatch(paymentMethodChosen(first));
  }, [dispatch, open, value]);
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
              disabled={method === 'cod' && why !== undefined}
              aria-labelledby={method === 'cod' ? undefined : `${textId}-${method}`}
              aria-describedby={method === 'cod' ? (why ? reasonId : undefined) : `${textId}-${method}-where`}
              onChange={() => dispatch(paymentMethodChosen(method))}
            />
            {method === 'cod' ? (
              <span>{t('checkout.cod')}</span>
            ) : (
              <span className="online">
                <span id={`${textId}-${method}`}>{t(`checkout.methods.${method}`)}</span>
                <small id={`${textId}-${method}-where`}>{t(`checkout.methodWhere.${method}`)}</small>
              </span>
            )}
          </Option>
        ))}
      </Options>
      {why && <Reason id={reasonId}>{why}</Reason>}
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

const Reason = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
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
  & input:disabled,
  & input:disabled + span {
    cursor: not-allowed;
    text-decoration: line-through;
  }
  & .online {
    display: grid;
    padding: ${({ theme }) => theme.space(1)} 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  & .online small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
