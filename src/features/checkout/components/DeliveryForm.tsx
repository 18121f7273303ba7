// The delivery address fields; every one is required, zipcode and phone are digits that keep a leading 0 or +.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { media } from '../../../shared/ui/theme';
import { deliveryFormChanged, selectDeliveryFormValid } from '../checkoutSlice';

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  pattern?: string;
  title?: string;
  maxLength: number;
}

const ROWS: FieldSpec[][] = [
  [
    { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: 60 },
    { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: 60 },
  ],
  [{ name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', maxLength: 254 }],
  [{ name: 'street', label: 'Street', autoComplete: 'street-address', maxLength: 200 }],
  [
    { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 80 },
    { name: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 80 },
  ],
  [
    {
      name: 'zipcode',
      label: 'Zipcode',
      inputMode: 'numeric',
      pattern: '[0-9]{3,10}',
      title: '3 to 10 digits',
      autoComplete: 'postal-code',
      maxLength: 10,
    },
    { name: 'country', label: 'Country', autoComplete: 'country-name', maxLength: 80 },
  ],
  [
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      inputMode: 'tel',
      pattern: '\\+?[0-9]{6,15}',
      title: '6 to 15 digits, optionally starting with +',
      autoComplete: 'tel',
      maxLength: 16,
    },
  ],
];

export const ADDRESS_FIELDS = ROWS.flat().map((field) => field.name);

const allValid = (fieldset: HTMLFieldSetElement) =>
  Array.from(fieldset.elements).every((element) => !(element instanceof HTMLInputElement) || element.validity.valid);

export function DeliveryForm() {
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
        DELIVERY <strong>INFORMATION</strong>
      </legend>
      {ROWS.map((row) => (
        <Row key={row.map((field) => field.name).join()}>
          {row.map(({ name, label, type = 'text', ...rest }) => (
            <Input key={name} name={name} type={type} placeholder={label} aria-label={label} required {...rest} />
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
