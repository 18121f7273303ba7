// A signed-in shopper's saved addresses above the delivery form: one tap fills the form with one of them.
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { addressLines, type SavedAddress } from '../../account';

interface Props {
  addresses: readonly SavedAddress[];
  chosen: string | null;
  onChoose: (address: SavedAddress) => void;
}

export function SavedAddressChoice({ addresses, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const chosenAddress = addresses.find((address) => address.id === chosen);
  if (addresses.length === 0) return null;

  return (
    <Box aria-labelledby="saved-addresses">
      <h2 id="saved-addresses">{t('checkout.saved.heading')}</h2>
      <List>
        {addresses.map((address) => (
          <li key={address.id}>
            <Choice
              type="button"
              aria-pressed={address.id === chosen}
              aria-label={t('checkout.saved.useLabel', {
                name: `${address.firstName} ${address.lastName}`,
                street: address.street,
                city: address.city,
              })}
              onClick={() => onChoose(address)}
            >
              <span className="lines">
                {addressLines(address).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
              <span className="use" aria-hidden="true">
                {t('checkout.saved.use')}
              </span>
            </Choice>
          </li>
        ))}
      </List>
      <Outcome done={chosenAddress ? t('checkout.saved.chosen', { street: chosenAddress.street }) : undefined} />
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.md};
    font-weight: 600;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.size.sm};
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }
  & .lines {
    display: grid;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & .use {
    flex: none;
    font-weight: 600;
    text-decoration: underline;
  }
`;
