import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_FIELD_RULES } from '../../../../contract';
import { Providers } from '../../../app/Providers';
import { createActionRecorder } from '../../../app/qa/recorder';
import { makeStore } from '../../../app/store';
import { bengaluruAnswers, TYPED_ADDRESS } from '../../../test/builders';
import { answerRequests } from '../../../test/requests';
import { deliveryFormChanged, selectDeliveryFormValid } from '../index';
import { DeliveryForm } from './DeliveryForm';

describe('the delivery form', () => {
  beforeEach(() => answerRequests(bengaluruAnswers('560001')));

  it('tells the store when it turns complete and incomplete, not on every keystroke', async () => {
    const recorder = createActionRecorder();
    const store = makeStore(undefined, { sideEffects: false, recorder });
    render(
      <Providers store={store}>
        <DeliveryForm />
      </Providers>,
    );
    const user = userEvent.setup();
    // The country opens as India: typing replaces it, as in every field.
    for (const [label, value] of Object.entries(TYPED_ADDRESS)) {
      await user.clear(screen.getByRole('textbox', { name: label }));
      await user.type(screen.getByRole('textbox', { name: label }), value);
    }
    expect(selectDeliveryFormValid(store.getState())).toBe(true);

    // Two digits are too few for a zipcode.
    await user.clear(screen.getByRole('textbox', { name: 'Pincode' }));
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '56');
    expect(selectDeliveryFormValid(store.getState())).toBe(false);
    const told = recorder.log().actions.filter((action) => deliveryFormChanged.match(action));
    expect(told.map((action) => action.payload)).toEqual([{ valid: true }, { valid: false }]);
    // Typing a whole address key by key takes seconds on a busy machine.
  }, 20_000);

  it("takes each field's limits from the contract's table, as the server's Address schema does", () => {
    const { container } = render(
      <Providers store={makeStore(undefined, { sideEffects: false })}>
        <DeliveryForm />
      </Providers>,
    );
    const limits = Object.keys(ADDRESS_FIELD_RULES).map((name) => {
      const input = container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
      return [name, input.maxLength, input.getAttribute('pattern') ?? undefined];
    });
    expect(limits).toEqual(
      Object.entries(ADDRESS_FIELD_RULES).map(([name, rule]) => [
        name,
        rule.maxLength,
        'pattern' in rule ? rule.pattern : undefined,
      ]),
    );
  });
});
