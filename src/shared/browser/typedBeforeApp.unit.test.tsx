import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeApp } from './typedBeforeApp';

type Typed = Array<[name: string, value: string]>;

/** A form as a screen draws it: one field the page holds the value of, one the app holds in its state. */
function AddressForm({ onTakenOver }: { onTakenOver: (typed: Typed) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [city, setCity] = useState('');
  const [renders, setRenders] = useState(0);
  useTypedBeforeApp(form, (typed) => {
    onTakenOver(typed.map((field) => [field.name, field.value]));
    const typedCity = typed.find((field) => field.name === 'city');
    if (typedCity) setCity(typedCity.value);
  });
  return (
    <form ref={form} aria-label="Address">
      <input name="firstName" aria-label="First name" />
      <input name="country" aria-label="Country" defaultValue="India" />
      <input name="city" aria-label="City" value={city} onChange={(event) => setCity(event.target.value)} />
      <input type="checkbox" name="keep" aria-label="Keep" />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again {renders}
      </button>
    </form>
  );
}

/** The server's page of the form, in a container of the document, as the browser shows it before the app. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<AddressForm onTakenOver={() => undefined} />);
  document.body.replaceChildren(container);
  return container;
}

const field = (container: HTMLElement, name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('fields typed into before the app', () => {
  it('are handed over once as the app takes the page over, with what they hold; untouched fields are not', async () => {
    const container = serverPage();
    field(container, 'firstName').value = 'Asha';
    field(container, 'keep').checked = true;
    const handed: Typed[] = [];
    await act(async () => {
      hydrateRoot(container, <AddressForm onTakenOver={(typed) => handed.push(typed)} />);
    });
    expect(handed).toEqual([[['firstName', 'Asha']]]);
    expect(field(container, 'firstName').value).toBe('Asha');
    expect(field(container, 'country').value).toBe('India');
  });

  it('keep their text in a field the app holds the value of, through its next renders', async () => {
    const container = serverPage();
    field(container, 'city').value = 'Bengaluru';
    await act(async () => {
      hydrateRoot(container, <AddressForm onTakenOver={() => undefined} />);
    });
    await act(async () => {
      (container.querySelector('button') as HTMLButtonElement).click();
    });
    expect(container.querySelector('button')?.textContent).toBe('Render again 1');
    expect(field(container, 'city').value).toBe('Bengaluru');
  });

  it('are none in a form the app draws itself (a screen opened within the app)', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const handed: Typed[] = [];
    await act(async () => {
      createRoot(container).render(<AddressForm onTakenOver={(typed) => handed.push(typed)} />);
    });
    expect(handed).toEqual([]);
  });
});
