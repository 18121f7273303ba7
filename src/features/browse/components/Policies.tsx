// The home page's three promises, each one the shop keeps: cash on delivery, orders to follow, support. Returns are
// not among them until the shop takes returns.
import styled from 'styled-components';
import { CartIcon, QualityIcon, SupportIcon } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n';
import { media } from '../../../shared/ui/theme';

const POLICIES = [
  { Icon: CartIcon, key: 'cashOnDelivery' },
  { Icon: QualityIcon, key: 'tracking' },
  { Icon: SupportIcon, key: 'support' },
] as const;

export function Policies() {
  const { t } = useTranslation();
  return (
    <List aria-label={t('catalog.policies.label')}>
      {POLICIES.map(({ Icon, key }) => (
        <li key={key}>
          <Icon size={44} />
          <h3>{t(`catalog.policies.${key}.title`)}</h3>
          <p>{t(`catalog.policies.${key}.text`)}</p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  margin: ${({ theme }) => theme.space(20)} 0;
  padding: 0;
  list-style: none;
  text-align: center;
  font-size: ${({ theme }) => theme.size.sm};
  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
  & svg {
    margin: 0 auto ${({ theme }) => theme.space(4)};
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
  & p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
