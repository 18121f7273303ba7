// The address fields of the delivery form and of a saved address, in rows: every one required, zipcode and phone
// digits that keep a leading 0 or +, each with the limits of the contract's table, which the server's Address schema
// is built from too.
import styled from 'styled-components';
import { ADDRESS_FIELD_RULES, type AddressField } from '../../../contract';
import { useTranslation } from '../i18n';

export type { AddressField } from '../../../contract';

/** How the form asks for a field; its limits come from ADDRESS_FIELD_RULES. */
interface FieldSpec {
  /** The address's field; its label is the catalogs' `checkout.fields.<name>`. */
  name: AddressField;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  /** What the field's pattern asks for, said when a value does not match it. */
  hint?: 'checkout.hints.zipcode' | 'checkout.hints.phone';
}

const ROWS: FieldSpec[][] = [
  [
    { name: 'firstName', autoComplete: 'given-name' },
    { name: 'lastName', autoComplete: 'family-name' },
  ],
  [{ name: 'email', type: 'email', autoComplete: 'email' }],
  [{ name: 'street', autoComplete: 'street-address' }],
  [
    { name: 'city', autoComplete: 'address-level2' },
    { name: 'state', autoComplete: 'address-level1' },
  ],
  [
    { name: 'zipcode', inputMode: 'numeric', hint: 'checkout.hints.zipcode', autoComplete: 'postal-code' },
    { name: 'country', autoComplete: 'country-name' },
  ],
  [{ name: 'phone', type: 'tel', inputMode: 'tel', hint: 'checkout.hints.phone', autoComplete: 'tel' }],
];

export const ADDRESS_FIELDS: AddressField[] = ROWS.flat().map((field) => field.name);

/** The `maxLength` and `pattern` attributes of a field, from the contract's rule. */
function limitsOf(name: AddressField): { maxLength: number; pattern?: string } {
  const rule: { maxLength: number; pattern?: string } = ADDRESS_FIELD_RULES[name];
  return rule.pattern ? { maxLength: rule.maxLength, pattern: rule.pattern } : { maxLength: rule.maxLength };
}

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
              {...limitsOf(name)}
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
