// The address fields of the delivery form and of a saved address, in rows: every one required, zipcode and phone
// digits that keep a leading 0 or +, the limits the server's Address schema checks.
import styled from 'styled-components';
import { useTranslation } from '../i18n';

export type AddressField =
  'firstName' | 'lastName' | 'email' | 'street' | 'city' | 'state' | 'zipcode' | 'country' | 'phone';

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

export const ADDRESS_FIELDS: AddressField[] = ROWS.flat().map((field) => field.name);

/** The address's inputs, named by field, each labelled; `values` fills them (uncontrolled) when given. */
export function AddressInputs({ values }: { values?: Partial<Record<AddressField, string>> }) {
  const { t } = useTranslation();
  return (
    <>
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
              defaultValue={values?.[name]}
              required
              {...rest}
            />
          ))}
        </Row>
      ))}
    </>
  );
}

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
