// Place order: delivery details (a signed-in shopper's empty name, e-mail and phone come from the account, saved
// addresses fill them with a tap, and a new one is saved when asked), what is being bought, the totals, the payment
// method (cash on delivery may spend the shopper's store credit) and PLACE ORDER. A visitor reads first that an
// order needs an account, and what they type is kept in this tab while they log in or sign up. Once the pincode is
// known, the delivery promise for it and this order: the day it would come by (or that the shop does not deliver
// there, and no order is offered), and whether cash on delivery is taken. The server draws the delivery form and the
// payment methods (they are the same for everyone); what is the shopper's (the notice or their saved addresses, what
// is in the cart, the totals) holds its place until the saved cart and sign-in are read back. What was typed into the
// drawn form before the app came stays, and is kept as the tab's draft as soon as the app is there.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useSavedStateRestored } from '../../../app/hooks';
import { useServerOrHydrating } from '../../../shared/browser/hydration';
import { useTypedBeforeApp } from '../../../shared/browser/typedBeforeApp';
import { NeedsScriptNote, SENT_BY_APP } from '../../../shared/ui/appForm';
import { fieldText } from '../../../shared/format/form';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { Button, Skeleton, VisuallyHidden } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { addressOf, useListAddressesQuery, useSaveAddressMutation, type SavedAddress } from '../../account';
import { selectIsLoggedIn } from '../../auth';
import { CartTotals, selectCartTotal, useCartProducts } from '../../cart';
import { useGetDeliveryPromiseQuery, type Address } from '../checkoutApi.generated';
import {
  checkoutOpened,
  orderSubmitted,
  selectCheckoutStatus,
  selectOrderInProgress,
  selectPaymentMethod,
  selectNotTakenOrderId,
  selectPlacedOrderId,
} from '../checkoutSlice';
import { ADDRESS_FIELDS, DeliveryForm } from '../components/DeliveryForm';
import { OrderItems } from '../components/OrderItems';
import { PaymentChoice } from '../components/PaymentChoice';
import { SavedAddressChoice } from '../components/SavedAddressChoice';
import { StoreCreditChoice, USE_STORE_CREDIT } from '../components/StoreCreditChoice';
import { VisitorNotice } from '../components/VisitorNotice';
import {
  keepDeliveryDraft,
  readDeliveryDraft,
  SAVE_ADDRESS,
  takeOverDeliveryDraft,
  type DeliveryFields,
} from '../deliveryDraft';
import { confirmationPath } from '../confirmationPath';
import { paymentRefundPath, rupeesText } from '../../../../contract';
import { formatDeliveryDay } from '../deliveryDay';
import { useAccountFill } from '../accountFill';

export default function PlaceOrderScreen() {
  const { isLoading: productsLoading } = useCartProducts();
  const restored = useSavedStateRestored();
  const cartKnown = restored && !productsLoading;
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const { t } = useTranslation();
  const status = useAppSelector(selectCheckoutStatus);
  const inProgress = useAppSelector(selectOrderInProgress);
  const method = useAppSelector(selectPaymentMethod);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // A guest has no saved addresses: nothing is asked, and the form works as it always has.
  const { data: saved } = useListAddressesQuery(undefined, { skip: !loggedIn });
  const [saveAddress] = useSaveAddressMutation();
  const [chosen, setChosen] = useState<SavedAddress | null>(null);
  // What was typed before leaving to log in or to the cart (or before a reload), once, when the screen opens; on the
  // server's page, once the app has taken it over (the server has no tab storage to read it from).
  const hydrating = useServerOrHydrating();
  const [draft, setDraft] = useState(() => (hydrating ? undefined : readDeliveryDraft()));
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeApp(form, (typed) =>
    setDraft(
      takeOverDeliveryDraft(Object.fromEntries(typed.map((field) => [field.name, field.value])) as DeliveryFields),
    ),
  );
  const accountFill = useAccountFill(loggedIn);
  const placedOrderId = useAppSelector(selectPlacedOrderId);
  const notTakenOrderId = useAppSelector(selectNotTakenOrderId);
  const language = useLanguage();
  const total = useAppSelector(selectCartTotal);
  const [pincode, setPincode] = useState<string | null>(null);
  const { currentData: promise } = useGetDeliveryPromiseQuery(
    pincode ? { pincode, amount: rupeesText(total) } : skipToken,
  );
  const notHere = promise?.delivers === false;
  const promised = !promise
    ? ''
    : promise.delivers && promise.deliveryBy
      ? t('checkout.promise.by', { date: formatDeliveryDay(promise.deliveryBy, language) })
      : t('checkout.promise.notHere', { pincode: promise.pincode });
  const cod = promise?.cod;
  const noCash =
    !cod || cod.offered
      ? undefined
      : cod.reason === 'amount' && cod.maxAmount !== null
        ? t('checkout.promise.codUpTo', { amount: formatPrice(cod.maxAmount, language) })
        : t('checkout.promise.codNotHere', { pincode: promise.pincode });

  // Before the first paint, so a method chosen on an earlier visit never shows: each visit starts at cash on delivery.
  useLayoutEffect(() => {
    dispatch(checkoutOpened());
  }, [dispatch]);

  // Only an order placed during this visit leads on to /orders: the status an earlier order left behind does not.
  const previousStatus = useRef(status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (status === 'placed' && before !== 'placed') void navigate(confirmationPath(placedOrderId));
    // A payment taken too late for its order has a page of its own: the money goes back.
    if (status === 'notTaken' && before !== 'notTaken' && notTakenOrderId)
      void navigate(paymentRefundPath(notTakenOrderId));
  }, [status, navigate, placedOrderId, notTakenOrderId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const address = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, fieldText(form, name).trim()])) as Address;
    const keep = form.elements.namedItem(SAVE_ADDRESS);
    // The server keeps one copy of an address saved twice; a refusal (ten kept already) is a toast.
    if (loggedIn && keep instanceof HTMLInputElement && keep.checked) void saveAddress({ address });
    const credit = form.elements.namedItem(USE_STORE_CREDIT);
    const useStoreCredit = method === 'cod' && credit instanceof HTMLInputElement && credit.checked;
    dispatch(orderSubmitted({ address, method, ...(useStoreCredit ? { useStoreCredit } : {}) }));
  };

  return (
    <Form
      {...SENT_BY_APP}
      ref={form}
      onSubmit={submit}
      onInput={(event) => keepDeliveryDraft(event.currentTarget)}
      aria-label={t('checkout.placeOrderLabel')}
    >
      <VisuallyHidden as="h1">{t('checkout.heading')}</VisuallyHidden>
      <Delivery>
        {!restored ? (
          <NoticePending role="status" aria-label={t('layout.loading')}>
            <VisitorNotice />
          </NoticePending>
        ) : (
          !loggedIn && <VisitorNotice />
        )}
        {restored && loggedIn && (
          <SavedAddressChoice addresses={saved?.addresses ?? []} chosen={chosen?.id ?? null} onChoose={setChosen} />
        )}
        {chosen ? (
          <DeliveryForm key={chosen.id} values={addressOf(chosen)} onPincode={setPincode} />
        ) : (
          <DeliveryForm key="typed" values={draft?.fields} blanks={accountFill} onPincode={setPincode} />
        )}
        {/* Always there, so screen readers announce the promise when it comes or changes. */}
        <DeliveryPromise role="status" $notHere={notHere}>
          {promised}
        </DeliveryPromise>
        {loggedIn && (
          <Keep>
            <input name={SAVE_ADDRESS} type="checkbox" defaultChecked={draft?.saveAddress} />
            <span>{t('checkout.saved.saveThis')}</span>
          </Keep>
        )}
      </Delivery>
      <Side>
        <OrderItems pending={!cartKnown} />
        <CartTotals pending={!cartKnown} />
        <PaymentChoice noCash={noCash} />
        <StoreCreditChoice />
        <NeedsScriptNote />
        <Button type="submit" disabled={inProgress || notHere}>
          {inProgress ? t('checkout.placing') : t('checkout.place')}
        </Button>
        {/* Always there, so screen readers announce the words when they appear. */}
        <BankWait role="status">{status === 'waitingForBank' ? t('checkout.waitingForBank') : ''}</BankWait>
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

const Delivery = styled.div`
  min-width: 0;
  ${media.md} {
    flex: 1;
    max-width: 30rem;
  }
`;

/**
 * The place of what the shopper reads above the form (the visitor's notice, or a signed-in shopper's addresses): the
 * visitor's notice, unseen, so the place is the notice's own at every width.
 */
const NoticePending = styled(Skeleton)`
  & > * {
    visibility: hidden;
  }
`;

const DeliveryPromise = styled.p<{ $notHere: boolean }>`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-weight: 600;
  color: ${({ theme, $notHere }) => ($notHere ? theme.colors.danger : theme.colors.text)};
  &:empty {
    display: none;
  }
`;

const BankWait = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  max-width: 24rem;
  font-size: ${({ theme }) => theme.size.sm};
  &:empty {
    display: none;
  }
`;

const Keep = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.size.sm};
  & input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
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
