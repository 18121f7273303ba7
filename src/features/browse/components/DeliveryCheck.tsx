// "Check delivery" on the product page: six digits typed as the shopper's pincode (remembered in this browser) say
// "Delivery by <weekday, date>" or that the shop does not deliver there yet, and the product's cash-on-delivery note
// says whether cash is taken there. It shows only once the app has started,
// so a page rendered on the server and the app that takes it over agree.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ADDRESS_FIELD_RULES } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { formatDeliveryDay, useGetDeliveryPromiseQuery } from '../../checkout';

export const PINCODE_KEY = 'kapda:pincode';
const PINCODE = new RegExp(`^(?:${ADDRESS_FIELD_RULES.zipcode.pattern})$`);

function remembered(): string {
  try {
    return window.localStorage.getItem(PINCODE_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(pincode: string): void {
  try {
    window.localStorage.setItem(PINCODE_KEY, pincode);
  } catch {
    // Asked again next time.
  }
}

/** What the shopper typed as their pincode, and the shop's promise for it: one source for the check and the cash note. */
export function useDeliveryCheck() {
  const [started, setStarted] = useState(false);
  const [text, setText] = useState('');
  useEffect(() => {
    setText(remembered());
    setStarted(true);
  }, []);
  const pincode = PINCODE.test(text) ? text : null;
  const { currentData: promise, error } = useGetDeliveryPromiseQuery(pincode ? { pincode } : skipToken);
  return {
    started,
    text,
    setText,
    pincode,
    promise: pincode ? promise : undefined,
    error: pincode ? error : undefined,
  };
}
type DeliveryCheckState = ReturnType<typeof useDeliveryCheck>;

/**
 * The product's note on cash on delivery: the shop's general word until a pincode is known, then what checkout will
 * take for that pincode (the same answer: the operator's zone and area rules).
 */
export function CashNote({ check }: { check: DeliveryCheckState }) {
  const { t } = useTranslation();
  const { promise } = check;
  if (!check.started || !promise) return <>{t('catalog.product.notes.cashOnDelivery')}</>;
  return (
    <>
      {promise.delivers && promise.cod.reason !== 'area'
        ? t('checkout.promise.codHere', { pincode: promise.pincode })
        : t('checkout.promise.codNotHere', { pincode: promise.pincode })}
    </>
  );
}

export function DeliveryCheck({ check }: { check: DeliveryCheckState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { started, text, setText, pincode, promise, error } = check;
  if (!started) return null;
  const said = !pincode
    ? ''
    : promise
      ? promise.delivers && promise.deliveryBy
        ? t('checkout.promise.by', { date: formatDeliveryDay(promise.deliveryBy, language) })
        : t('checkout.promise.notHere', { pincode: promise.pincode })
      : error
        ? errorMessage(error, language)
        : '';
  return (
    <Check>
      <label htmlFor={id}>{t('catalog.product.checkDelivery')}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ADDRESS_FIELD_RULES.zipcode.maxLength}
        pattern={ADDRESS_FIELD_RULES.zipcode.pattern}
        value={text}
        onChange={(event) => {
          const typed = event.currentTarget.value.replace(/\D/g, '');
          setText(typed);
          if (PINCODE.test(typed)) remember(typed);
        }}
      />
      <p role="status">{said}</p>
    </Check>
  );
}

const Check = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.size.sm};
  & input {
    width: 10rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
  }
  & p {
    margin: 0;
    font-weight: 600;
  }
  & p:empty {
    display: none;
  }
`;
