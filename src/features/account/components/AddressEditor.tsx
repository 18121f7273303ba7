// One saved address being edited: its fields filled, Save sends them, Cancel leaves it as it was.
import type { FormEvent } from 'react';
import { fieldText } from '../../../shared/format/form';
import { useTranslation } from '../../../shared/i18n';
import { ADDRESS_FIELDS, AddressInputs } from '../../../shared/ui/addressFields';
import { Button } from '../../../shared/ui/primitives';
import type { Address, SavedAddress } from '../accountApi';
import { addressOf } from '../addresses';
import { Actions, Form } from './Panel';

interface Props {
  address: SavedAddress;
  busy: boolean;
  onSave: (address: Address) => void;
  onCancel: () => void;
}

export function AddressEditor({ address, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onSave(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, fieldText(form, name).trim()])) as Address);
  };

  return (
    <Form onSubmit={submit} aria-label={t('account.addresses.editing', { street: address.street })}>
      <AddressInputs values={addressOf(address)} />
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? t('account.addresses.saving') : t('account.addresses.save')}
        </Button>
        <Button type="button" $variant="outline" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
