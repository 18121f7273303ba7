// The delivery address fields (shared/ui/addressFields); told to the store when they turn complete or incomplete.
import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../shared/i18n';
import { AddressInputs, type AddressField } from '../../../shared/ui/addressFields';
import { media } from '../../../shared/ui/theme';
import { deliveryFormChanged, selectDeliveryFormValid } from '../checkoutSlice';

export { ADDRESS_FIELDS } from '../../../shared/ui/addressFields';

const allValid = (fieldset: HTMLFieldSetElement) =>
  Array.from(fieldset.elements).every((element) => !(element instanceof HTMLInputElement) || element.validity.valid);

interface Props {
  /** Fills the fields (a saved address chosen, or what was typed before); give the form a new key to fill it again. */
  values?: Partial<Record<AddressField, string>>;
  /** Fills the fields still empty when it comes, once (the account's name, e-mail and phone). */
  blanks?: Partial<Record<AddressField, string>>;
}

export function DeliveryForm({ values, blanks }: Props) {
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
  // read at rendering says the same (checkout's opening may have set it back since).
  const filled = values !== undefined;
  useEffect(() => {
    if (filled && fieldset.current) dispatch(deliveryFormChanged({ valid: allValid(fieldset.current) }));
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

  return (
    <Fieldset ref={fieldset} onChange={(event: FormEvent<HTMLFieldSetElement>) => checkFields(event.currentTarget)}>
      <legend>
        {t('checkout.deliveryFirst')} <strong>{t('checkout.deliverySecond')}</strong>
      </legend>
      <AddressInputs values={values} />
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
