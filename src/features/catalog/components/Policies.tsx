// The three promises: easy exchange, 7 days return, 24/7 support.
import styled from 'styled-components';
import { RETURN_DAYS } from '../../../shared/constants';
import { ExchangeIcon, QualityIcon, SupportIcon } from '../../../shared/ui/icons';
import { media } from '../../../shared/ui/theme';

const POLICIES = [
  { Icon: ExchangeIcon, title: 'Easy Exchange Policy', text: 'We offer hassle-free exchange.' },
  {
    Icon: QualityIcon,
    title: `${RETURN_DAYS} Days Return Policy`,
    text: `We provide ${RETURN_DAYS} days free return.`,
  },
  { Icon: SupportIcon, title: 'Best Customer Support', text: 'We provide 24/7 customer support.' },
];

export function Policies() {
  return (
    <List aria-label="Our policies">
      {POLICIES.map(({ Icon, title, text }) => (
        <li key={title}>
          <Icon size={44} />
          <h3>{title}</h3>
          <p>{text}</p>
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
