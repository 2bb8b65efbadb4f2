/**
 * Event handlers that start `load` once a person is about to use a control: the pointer arriving
 * over it, a press beginning (a touch starts with one), or keyboard focus. A click comes at least
 * tens of milliseconds later, usually more, so code fetched from here is often there in time, and a
 * page nobody touches fetches none of it (its budget counts what an untouched page downloads).
 * `load` may run many times; a dynamic import only fetches once.
 */
export function onIntent(load: () => void) {
  return { onPointerEnter: load, onPointerDown: load, onFocus: load };
}
