// What a shopper typed into a server-drawn form before the app took the page over. The page keeps it (React's first
// pass leaves a field's value as it finds it) but the app's handlers never saw it being typed, and a field the app
// holds the value of (a controlled input) would lose it at its next render: the component is handed those fields
// once, as it is taken over, to tell the app (and its state) what they hold.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useServerOrHydrating } from './hydration';

const TEXT_FIELD =
  'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=number], input[type=url], input[type=password], textarea';

/** The text fields of `container` whose value is not the one the page was drawn with. */
export function fieldsTypedIn(container: ParentNode): Array<HTMLInputElement | HTMLTextAreaElement> {
  return Array.from(container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELD)).filter(
    (field) => field.value !== field.defaultValue,
  );
}

/**
 * Calls `takenOver` once, in the commit that takes the server's drawing of the component over, with the fields of
 * `container` typed into before it (none, often). A component the app draws itself (after a client-side navigation)
 * was never the server's: it is not called.
 */
export function useTypedBeforeApp<Container extends HTMLElement>(
  container: RefObject<Container | null>,
  takenOver: (typed: Array<HTMLInputElement | HTMLTextAreaElement>, element: Container) => void,
): void {
  // Whether this component's first render was the browser's pass over the server's page, fixed at that render.
  const hydrating = useServerOrHydrating();
  const [drawnByServer] = useState(hydrating);
  const handler = useRef(takenOver);
  // Before anything can render the fields again: a controlled field's next render would put its state's value back.
  useLayoutEffect(() => {
    const element = container.current;
    if (drawnByServer && element) handler.current(fieldsTypedIn(element), element);
    // Once, as the component is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
