// The delivery address fields (shared/ui/addressFields); told to the store when they turn complete or incomplete.
// Six digits typed as the pincode are looked up in India Post's directory: the city (the district, which the shopper
// may correct) and the state are filled from it (and the country, India, if it was emptied), and an unknown pincode is
// said under the field. A pincode typed into the server's drawing of the form before the app came is looked up as the
// app takes the form over.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ADDRESS_FIELD_RULES, DELIVERY_COUNTRY } from '../../../../contract';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorMessage, isFetchBaseQueryError } from '../../../shared/api/errors';
import { useTypedBeforeApp } from '../../../shared/browser/typedBeforeApp';
import { useTranslation } from '../../../shared/i18n';
import { AddressInputs, type AddressField } from '../../../shared/ui/addressFields';
import { media } from '../../../shared/ui/theme';
import { useLookUpPincodeQuery, type LookUpPincodeApiResponse } from '../checkoutApi.generated';
import { deliveryFormChanged, selectDeliveryFormValid } from '../checkoutSlice';

export { ADDRESS_FIELDS } from '../../../shared/ui/addressFields';

const PINCODE = new RegExp(`^(?:${ADDRESS_FIELD_RULES.zipcode.pattern})$`);
/** The pincode to look up: six digits of the directory's form, or none. */
const pincodeOf = (text: string | undefined): string | null => (text && PINCODE.test(text) ? text : null);

const inputOf = (fieldset: HTMLFieldSetElement, name: AddressField): HTMLInputElement | null => {
  const input = fieldset.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input : null;
};

/**
 * Fills the state from the directory's answer unless it already names one of the pincode's states; the city is filled
 * (with the district) when it is empty or the state was not the pincode's, so a city the shopper typed for this state
 * stays; an empty country is filled with India.
 */
function fillFromPincode(fieldset: HTMLFieldSetElement, found: LookUpPincodeApiResponse): void {
  const state = inputOf(fieldset, 'state');
  const city = inputOf(fieldset, 'city');
  if (!state || !city) return;
  const states = found.states.map((name) => name.toLowerCase());
  const stateFits = states.includes(state.value.trim().toLowerCase());
  if (!stateFits) state.value = found.state;
  if (!stateFits || city.value.trim() === '') city.value = found.district;
  // India Post's pincodes are India's: a country left empty is filled, one the shopper wrote stays, and so does the
  // field they are in (filled under their caret, it would join India to what they go on to type).
  const country = inputOf(fieldset, 'country');
  if (country && country.value.trim() === '' && country !== document.activeElement) country.value = DELIVERY_COUNTRY;
}

const allValid = (fieldset: HTMLFieldSetElement) =>
  Array.from(fieldset.elements).every((element) => !(element instanceof HTMLInputElement) || element.validity.valid);

interface Props {
  /** Fills the fields (a saved address chosen, or what was typed before); give the form a new key to fill it again. */
  values?: Partial<Record<AddressField, string>>;
  /** Fills the fields still empty when it comes, once (the account's name, e-mail and phone). */
  blanks?: Partial<Record<AddressField, string>>;
  /** Told the pincode once the directory knows it, and null while the field holds none it knows. */
  onPincode?: (pincode: string | null) => void;
}

export function DeliveryForm({ values, blanks, onPincode }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const valid = useAppSelector(selectDeliveryFormValid);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Told when the form turns complete or incomplete, not on every keystroke, so the action log stays readable.
  const checkFields = (element: HTMLFieldSetElement) => {
    const nowValid = allValid(element);
    if (nowValid !== valid) dispatch(deliveryFormChanged({ valid: nowValid }));
  };
  // Filled all at once, the fields send no change event: they are checked when filled, and told even when the value
  // read at rendering says the same (checkout's opening may have set it back since). Filled after the form first
  // showed (the server's form, taken over), the pincode they hold is looked up then.
  const filled = values !== undefined;
  useEffect(() => {
    if (!filled || !fieldset.current) return;
    dispatch(deliveryFormChanged({ valid: allValid(fieldset.current) }));
    setPincode(pincodeOf(inputOf(fieldset.current, 'zipcode')?.value));
    // Only on filling: the change events check every edit after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filled]);
  // The account is known after the form shows: what the shopper typed meanwhile stays, and so does the field they
  // are in (filling it under their caret would join the account's text to what they go on to type).
  const blanksFilled = useRef(false);
  useEffect(() => {
    const element = fieldset.current;
    if (!blanks || blanksFilled.current || !element) return;
    blanksFilled.current = true;
    for (const [name, text] of Object.entries(blanks)) {
      const input = element.elements.namedItem(name);
      const theirs = input === document.activeElement;
      if (text && input instanceof HTMLInputElement && input.value === '' && !theirs) input.value = text;
    }
    checkFields(element);
    // Once, when the account comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blanks]);

  // The pincode the fields hold (filled or typed); only one the shopper types fills the city and the state.
  const [pincode, setPincode] = useState(() => pincodeOf(values?.zipcode));
  const typed = useRef(false);
  const lookUp = useLookUpPincodeQuery(pincode ? { pincode } : skipToken);
  const found = pincode && lookUp.data?.pincode === pincode && !lookUp.isError ? lookUp.data : undefined;
  useEffect(() => {
    if (!found) return;
    if (typed.current && fieldset.current) {
      fillFromPincode(fieldset.current, found);
      checkFields(fieldset.current);
    }
    // Once per answer: the fields are the shopper's again after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);
  const known = found?.pincode ?? null;
  useEffect(() => onPincode?.(known), [known, onPincode]);
  // The server's answer (an unknown pincode), in the page's language (the request says which); a network failure is
  // not the pincode's fault, and the server checks it again with the order.
  const unknown =
    pincode && lookUp.isError && isFetchBaseQueryError(lookUp.error) && typeof lookUp.error.status === 'number'
      ? errorMessage(lookUp.error)
      : undefined;

  const pincodeTyped = (field: HTMLInputElement | HTMLTextAreaElement) => {
    if (field.name !== 'zipcode') return;
    typed.current = true;
    setPincode(pincodeOf(field.value));
  };
  useTypedBeforeApp(fieldset, (fields, element) => {
    fields.forEach(pincodeTyped);
    if (fields.length > 0) checkFields(element);
  });

  return (
    <Fieldset ref={fieldset} onChange={(event: FormEvent<HTMLFieldSetElement>) => checkFields(event.currentTarget)}>
      <legend>
        {t('checkout.deliveryFirst')} <strong>{t('checkout.deliverySecond')}</strong>
      </legend>
      <AddressInputs
        values={values}
        problems={unknown ? { zipcode: unknown } : undefined}
        onInput={(event) => pincodeTyped(event.currentTarget)}
      />
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  /* Inputs have a wide intrinsic size; without this the rows would push past a phone's width. */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.size.xl};
    color: ${({ theme }) => theme.colors.muted};
  }
  & legend strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  ${media.sm} {
    max-width: 30rem;
  }
`;
