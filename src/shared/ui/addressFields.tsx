// The address fields of the delivery form and of a saved address, in rows: every one required, pincode and phone
// digits (a phone keeps a leading +), each with the limits of the contract's table, which the server's Address schema
// is built from too. A field the table gives a default (the country: India, where the shop delivers) opens with it. A field's problem (an unknown pincode) shows under its row, and the field is described by it.
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { ADDRESS_FIELD_RULES, type AddressField, type AddressFieldRule } from '../../../contract';
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

export { ADDRESS_FIELDS } from '../../../contract';

/** What a field opens with: the value given, or, given none or an empty one, the contract's default (the country). */
function openingValue(name: AddressField, values: Props['values']): string | undefined {
  const rule: AddressFieldRule = ADDRESS_FIELD_RULES[name];
  return values?.[name] || rule.default;
}

/** The `maxLength` and `pattern` attributes of a field, from the contract's rule. */
function limitsOf(name: AddressField): { maxLength: number; pattern?: string } {
  const rule: { maxLength: number; pattern?: string } = ADDRESS_FIELD_RULES[name];
  return rule.pattern ? { maxLength: rule.maxLength, pattern: rule.pattern } : { maxLength: rule.maxLength };
}

interface Props {
  /** Fills the inputs (uncontrolled) when given. */
  values?: Partial<Record<AddressField, string>>;
  /** What is wrong with a field, said under its row (an alert) and describing the field. */
  problems?: Partial<Record<AddressField, string>>;
  /** Every edit of an input. */
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
}

/** The address's inputs, named by field, each labelled. */
export function AddressInputs({ values, problems = {}, onInput }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const problemId = (name: AddressField) => `${id}-${name}-problem`;
  return (
    <>
      {ROWS.map((row) => (
        <div key={row.map((field) => field.name).join()}>
          <Row>
            {row.map(({ name, type = 'text', hint, ...rest }) => (
              <Input
                key={name}
                name={name}
                type={type}
                placeholder={t(`checkout.fields.${name}`)}
                aria-label={t(`checkout.fields.${name}`)}
                aria-describedby={problems[name] ? problemId(name) : undefined}
                aria-invalid={problems[name] ? true : undefined}
                title={hint ? t(hint) : undefined}
                defaultValue={openingValue(name, values)}
                required
                onInput={onInput}
                {...limitsOf(name)}
                {...rest}
              />
            ))}
          </Row>
          {row.map(({ name }) =>
            problems[name] ? (
              <Problem key={name} id={problemId(name)} role="alert">
                {problems[name]}
              </Problem>
            ) : null,
          )}
        </div>
      ))}
    </>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
`;
