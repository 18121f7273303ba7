// The newsletter offer: a required e-mail field; submitting sends nothing anywhere (spec section 5).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SUBSCRIBE_DISCOUNT_PERCENT } from '../../../shared/constants';
import { Button } from '../../../shared/ui/primitives';

export function Subscribe() {
  const [thanked, setThanked] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setThanked(true);
  };
  return (
    <Section aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">Subscribe now &amp; get {SUBSCRIBE_DISCOUNT_PERCENT}% off</h2>
      <p>Be the first to hear about new arrivals, restocks and members-only offers.</p>
      <Form onSubmit={submit}>
        <input type="email" name="email" required placeholder="Enter your email" aria-label="Your e-mail address" />
        <Button type="submit">SUBSCRIBE</Button>
      </Form>
      <p role="status">{thanked ? 'Thank you! Watch your inbox for your welcome offer.' : ''}</p>
    </Section>
  );
}

const Section = styled.section`
  text-align: center;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.xl};
    font-weight: 500;
  }
  & p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Form = styled.form`
  display: flex;
  width: min(100%, 36rem);
  margin: ${({ theme }) => theme.space(6)} auto 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  & input {
    flex: 1;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
  }
`;
