// The delivery address fields; every one is required, zipcode and phone are digits that keep a leading 0 or +.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../shared/i18n';
import { media } from '../../../shared/ui/theme';
import { deliveryFormChanged, selectDeliveryFormValid } from '../checkoutSlice';

type AddressField = 'firstName' | 'lastName' | 'email' | 'street' | 'city' | 'state' | 'zipcode' | 'country' | 'phone';

interface FieldSpec {
  /** The address's field; its label is the catalogs' `checkout.fields.<name>`. */
  name: AddressField;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  pattern?: string;
  /** What the field's pattern asks for, said when a value does not match it. */
  hint?: 'checkout.hints.zipcode' | 'checkout.hints.phone';
  maxLength: number;
}

const ROWS: FieldSpec[][] = [
  [
    { name: 'firstName', autoComplete: 'given-name', maxLength: 60 },
    { name: 'lastName', autoComplete: 'family-name', maxLength: 60 },
  ],
  [{ name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 }],
  [{ name: 'street', autoComplete: 'street-address', maxLength: 200 }],
  [
    { name: 'city', autoComplete: 'address-level2', maxLength: 80 },
    { name: 'state', autoComplete: 'address-level1', maxLength: 80 },
  ],
  [
    {
      name: 'zipcode',

      inputMode: 'numeric',
      pattern: '[0-9]{3,10}',
      hint: 'checkout.hints.zipcode',
      autoComplete: 'postal-code',
      maxLength: 10,
    },
    { name: 'country', autoComplete: 'country-name', maxLength: 80 },
  ],
  [
    {
      name: 'phone',

      type: 'tel',
      inputMode: 'tel',
      pattern: '\\+?[0-9]{6,15}',
      hint: 'checkout.hints.phone',
      autoComplete: 'tel',
      maxLength: 16,
    },
  ],
];

export const ADDRESS_FIELDS = ROWS.flat().map((field) => field.name);

const allValid = (fieldset: HTMLFieldSetElement) =>
  Array.from(fieldset.elements).every((element) => !(element instanceof HTMLInputElement) || element.validity.valid);

export function DeliveryForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const valid = useAppSelector(selectDeliveryFormValid);
  // Told when the form turns complete or incomplete, not on every keystroke, so the action log stays readable.
  const checkFields = (event: FormEvent<HTMLFieldSetElement>) => {
    const nowValid = allValid(event.currentTarget);
    if (nowValid !== valid) dispatch(deliveryFormChanged({ valid: nowValid }));
  };

  return (
    <Fieldset onChange={checkFields}>
      <legend>
        {t('checkout.deliveryFirst')} <strong>{t('checkout.deliverySecond')}</strong>
      </legend>
      {ROWS.map((row) => (
        <Row key={row.map((field) => field.name).join()}>
          {row.map(({ name, type = 'text', hint, ...rest }) => (
            <Input
              key={name}
              name={name}
              type={type}
              placeholder={t(`checkout.fields.${name}`)}
              aria-label={t(`checkout.fields.${name}`)}
              title={hint ? t(hint) : undefined}
              required
              {...rest}
            />
          ))}
        </Row>
      ))}
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

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
`;
