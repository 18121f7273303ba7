// About: who we are and why shoppers choose us (static text).
import styled from 'styled-components';
import { SHOP_NAME } from '../../../shared/constants';
import { Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';

const REASONS = [
  {
    title: 'Quality Assurance',
    text: 'Every piece is checked by hand against our fabric and stitching standards before it ships.',
  },
  {
    title: 'Convenience',
    text: 'Browse and order from your phone in minutes, pay the way you like, and track every order.',
  },
  {
    title: 'Exceptional Customer Service',
    text: 'Real people answer every message, seven days a week, until the problem is solved.',
  },
];

export default function AboutScreen() {
  return (
    <>
      <Section aria-labelledby="about-title">
        <Title as="h1" id="about-title" first="ABOUT" second="US" />
        <Body>
          <p>
            {SHOP_NAME} began with a simple idea: good everyday clothes should not be hard to find or hard to afford. We
            work directly with mills and tailoring units across India to make tees, shirts, denim, knits and occasion
            wear for men, women and kids.
          </p>
          <p>
            Since our first collection we have grown with our shoppers, adding new fits and fabrics every season while
            keeping what matters: honest materials, fair prices and easy returns.
          </p>
          <h2>Our Mission</h2>
          <p>
            To make shopping for clothes simple and trustworthy: clear sizes, clear prices, and a team that stands
            behind every order from the click to the doorstep.
          </p>
        </Body>
      </Section>
      <Section aria-labelledby="why-title">
        <Title id="why-title" first="WHY" second="CHOOSE US" />
        <Reasons>
          {REASONS.map(({ title, text }) => (
            <li key={title}>
              <h3>{title}:</h3>
              <p>{text}</p>
            </li>
          ))}
        </Reasons>
      </Section>
    </>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Body = styled.div`
  max-width: 46rem;
  color: ${({ theme }) => theme.colors.muted};
  & h2 {
    margin: ${({ theme }) => theme.space(6)} 0 0;
    font-size: ${({ theme }) => theme.size.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Reasons = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.size.sm};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  & li {
    padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.size.sm};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
