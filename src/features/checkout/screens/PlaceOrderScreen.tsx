// Place order: delivery details, the totals, the payment method and PLACE ORDER.
import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fieldText } from '../../../shared/format/form';
import { useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { Button, VisuallyHidden } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { CartTotals, useCartProducts } from '../../cart';
import type { Address } from '../checkoutApi.generated';
import {
  checkoutOpened,
  orderSubmitted,
  selectCheckoutStatus,
  selectOrderInProgress,
  selectPaymentMethod,
} from '../checkoutSlice';
import { ADDRESS_FIELDS, DeliveryForm } from '../components/DeliveryForm';
import { PaymentChoice } from '../components/PaymentChoice';

export default function PlaceOrderScreen() {
  useCartProducts();
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const { t } = useTranslation();
  const status = useAppSelector(selectCheckoutStatus);
  const inProgress = useAppSelector(selectOrderInProgress);
  const method = useAppSelector(selectPaymentMethod);

  // Before the first paint, so a method chosen on an earlier visit never shows: each visit starts at cash on delivery.
  useLayoutEffect(() => {
    dispatch(checkoutOpened());
  }, [dispatch]);

  // Only an order placed during this visit leads on to /orders: the status an earlier order left behind does not.
  const previousStatus = useRef(status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (status === 'placed' && before !== 'placed') void navigate('/orders');
  }, [status, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const address = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, fieldText(form, name).trim()])) as Address;
    dispatch(orderSubmitted({ address, method }));
  };

  return (
    <Form onSubmit={submit} aria-label={t('checkout.placeOrderLabel')}>
      <VisuallyHidden as="h1">{t('checkout.heading')}</VisuallyHidden>
      <DeliveryForm />
      <Side>
        <CartTotals />
        <PaymentChoice />
        <Button type="submit" disabled={inProgress}>
          {inProgress ? t('checkout.placing') : t('checkout.place')}
        </Button>
      </Side>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(10)};
  ${media.md} {
    flex-direction: row;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  ${media.md} {
    width: 28rem;
  }
  & > button {
    align-self: flex-end;
    margin-top: ${({ theme }) => theme.space(8)};
  }
`;
