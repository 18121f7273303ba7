// Any route the shop does not have.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Lead, Title } from '../shared/ui/primitives';

export default function NotFoundScreen() {
  return (
    <Wrapper>
      <Title as="h1" first="PAGE" second="NOT FOUND" />
      <Lead>We could not find that page. It may have moved, or the link may be mistyped.</Lead>
      <Link to="/collection">Browse the collection</Link>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
  & h1 {
    justify-content: center;
  }
`;
